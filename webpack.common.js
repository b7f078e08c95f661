// One webpack configuration for the shell and every remote: the federation rules of
// docs/architecture.md live here once, so the apps cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPackage = require('./shared/package.json');
const federation = require('./shared/src/federation/remotes.json');
const esbuild = require('esbuild');

const SHELL_DEV_PORT = federation.shell.devPort;
const API_DEV_PORT = 8080;

// Singletons: one instance of each across the shell and all remotes. `strictVersion`: a remote
// built against a version the loaded one does not satisfy fails to load (its area shows the
// error fallback, the console says which module and versions) instead of running on a copy it
// was never built for.
const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // Not react-router(-dom): a shared package ships whole. Apps route through the shared entry
  // @rowad/shared/routing, one singleton that webpack trims (docs/decisions.md).
  'zustand',
  'styled-components',
  'axios',
  '@tanstack/react-query',
];

// Entries of @rowad/shared that hold no state (schemas, typed calls, test helpers): each app
// bundles only what it imports from them, trimmed, instead of loading a shared copy whole.
// The profile form serves two remotes only: bundled into each, it stays out of the forms singleton
// every visitor loads with the login page. So do the image manager, the confirm dialog and the
// layout row, which the owner's and the admin's remotes use: the UI kit singleton every visitor
// loads does not grow with them.
const STATELESS_ENTRIES = new Set([
  './schemas',
  './api',
  './first-load',
  './language-cookie',
  // The data saver's choice (issue 32): wake.js, the UI kit's store and the API read it.
  './data-saver',
  // The contact links' tap beacon (issue 30): wake.js and the project and bazaar pages.
  './taps',
  // The page declarations (the shell's route table reads them) and the server's matcher.
  './pages',
  './page-match',
  './profile-form',
  './image-manager',
  './ui/confirm-dialog',
  './ui/layout',
  // The admin's query hooks: bundled into mfe-admin, on the query singleton's one client and keys
  // (docs/decisions.md "Performance (issue 29)").
  './query/admin',
  // The insights pages' charts (issue 30): bundled into the owner's and the admin's pages that
  // draw them, so the chart code reaches no other page.
  './charts',
  // Forms and the connection (issue 32): the online state is the browser's, so each app bundles
  // the few lines it uses (the forms singleton its copy) and the visitor's first page none.
  './connection',
  './test/tokens',
  './test/fake-api',
  './test/network',
]);

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sharedModules() {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const version = sharedPackage.dependencies[packageOf(request)];
    if (!version) throw new Error(`${request} is shared but not a dependency of @rowad/shared`);
    shared[request] = { singleton: true, strictVersion: true, requiredVersion: `^${version}` };
  }
  // Each public entry of @rowad/shared is its own shared singleton, so the session store,
  // the API client and the language state exist once however many remotes are loaded.
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (STATELESS_ENTRIES.has(subpath)) continue;
    shared[`@rowad/shared${subpath.slice(1)}`] = {
      singleton: true,
      strictVersion: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  return shared;
}

// Which copy of a shared singleton a remote gets when several are registered (see the file).
const SHARE_RESOLVER = path.join(__dirname, 'federation-share-resolver.mjs');

// axios's fetch adapter, never used by the browser's client (it takes XHR), left out of the builds.
const AXIOS_FETCH_ADAPTER = /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_FETCH_ADAPTER_STUB = path.join(__dirname, 'axios-fetch-adapter-stub.mjs');

const EXTERNAL_RUNTIME_PROVIDER = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

// What the server sends precompressed (api/src/plugins/web.ts serves X.br or X.gz by Accept-Encoding).
const COMPRESSIBLE = /\.(js|html|json|css|svg|txt)$/;

/** A .br and a .gz beside every compressible asset over 1 KB, at the highest levels: built once, served often. */
function precompress() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: Infinity };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * TypeScript for every build of the platform (the apps, wake.js, the server renderer). Transpile
 * only: each file on its own, fast; `npm run typecheck` checks the types.
 * @param {{ target?: string, sourceMap?: boolean }} [options]
 */
function typeScriptRule({ target = 'es2020', sourceMap = true } = {}) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      onlyCompileBundledFiles: true,
      compilerOptions: { noEmit: false, target, sourceMap },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir       the app folder (its __dirname)
 * @param {'shell' | keyof typeof federation.remotes} options.app
 * @param {Record<string, string>} [options.exposes]  module name -> file, for a remote
 */
function createConfig({ dir, app, exposes }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isShell = app === 'shell';
    const devPort = isShell ? SHELL_DEV_PORT : federation.remotes[app].devPort;
    if (!isShell) assertExposesMatchContract(app, exposes);

    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: isShell ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: app,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [typeScriptRule(), { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' }],
      },
      optimization: {
        // Terser leaves top-level names alone (`toplevel: false`), so the `var mfe_x` a remote
        // entry must define keeps its name; licence comments go to a side file, not to users.
        minimizer: [
          new TerserPlugin({
            extractComments: { banner: false },
            terserOptions: { ecma: 2020, toplevel: false, format: { comments: false } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, AXIOS_FETCH_ADAPTER_STUB),
        new ModuleFederationPlugin({
          name: app,
          ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: prefixExposes(exposes) }),
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          dts: false,
          // mf-manifest.json beside each entry: the release registry reads a remote's name, exposes and
          // shared versions from it before letting users load it (docs/operations.md, "Releases").
          manifest: { disableAssetsAnalyze: true },
          // The federation runtime ships once, in the shell; remotes use the shell's. The shell
          // provides it with the injector plugin's ESM build: `provideExternalRuntime` registers
          // its CommonJS build, which brought a second copy of the runtime into main.js.
          runtimePlugins: isShell ? [EXTERNAL_RUNTIME_PROVIDER, SHARE_RESOLVER] : [SHARE_RESOLVER],
          experiments: {
            ...(isShell ? {} : { externalRuntime: true }),
            // Remotes are registered by entry URL, never by manifest: the snapshot code is dead weight.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...(isShell
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                favicon: './src/favicon.svg',
                publicPath: '/',
              }),
            ]
          : []),
        ...(production ? precompress() : []),
      ],
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: isShell,
        headers: isShell ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        ...(isShell
          ? {
              proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API_DEV_PORT}` }],
              // In dev mode each remote is served by its own dev server.
              setupMiddlewares: (middlewares, server) => {
                server.app.get('/remotes.json', (_req, res) => res.json(devRemotes()));
                return middlewares;
              },
            }
          : {}),
      },
    };
  };
}

function prefixExposes(exposes) {
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [`./${name}`, file]));
}

/**
 * The exports of a TypeScript module, for a build's configuration: esbuild bundles it on its own
 * and it is evaluated here, so whatever it imports, what it declares is read as it is.
 */
function evaluateTs(file) {
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, require);
  return module.exports;
}

// Through the package, as the remote's own imports find it: a remote released from a checkout of
// its own (docs/operations.md "Releasing one remote") reads the declarations of the @rowad/shared
// it is built against, not a folder of the checkout.
const PAGES_FILE = require.resolve('@rowad/shared/pages');

/**
 * The pages a remote exposes, as @rowad/shared/pages declares them for it, each found by the
 * naming rule of the screens: module `HomePage` is `src/features/<feature>/home-page.tsx`. A
 * declared page with no such file, or with two, stops the build.
 * @param {string} dir  the remote's folder
 * @param {keyof typeof federation.remotes} app
 */
function pageExposes(dir, app) {
  const { pages } = evaluateTs(PAGES_FILE);
  const modules = new Set(
    pages.flatMap(({ page }) => ('remote' in page && page.remote === app ? [page.module] : [])),
  );
  const features = path.join(dir, 'src', 'features');
  const exposes = {};
  for (const module of modules) {
    const file = `${module.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}.tsx`;
    const found = fs
      .readdirSync(features)
      .filter((feature) => fs.existsSync(path.join(features, feature, file)));
    if (found.length !== 1) {
      throw new Error(
        `${app}/${module}: expected one src/features/*/${file} in ${dir}, found ${found.length}`,
      );
    }
    exposes[module] = `./src/features/${found[0]}/${file}`;
  }
  return exposes;
}

/** A remote exposes exactly what it promises: the pages declared for it and its other modules. */
function assertExposesMatchContract(app, exposes) {
  const expected = [...evaluateTs(PAGES_FILE).exposedModules(app)].sort();
  const actual = Object.keys(exposes ?? {}).sort();
  if (expected.join() !== actual.join()) {
    throw new Error(
      `${app} exposes [${actual}] but shared/src/pages and shared/src/federation/remotes.json promise [${expected}]`,
    );
  }
}

function devRemotes() {
  return Object.fromEntries(
    Object.entries(federation.remotes).map(([name, remote]) => [
      name,
      `http://localhost:${remote.devPort}/remoteEntry.js`,
    ]),
  );
}

module.exports = { createConfig, typeScriptRule, precompress, evaluateTs, pageExposes, PAGES_FILE };
