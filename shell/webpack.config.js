import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createConfig, typeScriptRule, precompress } = require('../webpack.common.js');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, sources } = require('webpack');
const { RouteManifestPlugin } = require('./route-manifest-plugin.cjs');
const { StartPreloadPlugin } = require('./start-preload-plugin.cjs');

const dir = dirname(fileURLToPath(import.meta.url));
const shellConfig = createConfig({ dir, app: 'shell' });

/**
 * A script of the shell's built on its own, beside main.js: no federation, no shared modules, one
 * file at the build's root under its entry's name; `precompressed`: with its .br and .gz. Built after `after`, whose `clean` would
 * otherwise remove it (the shell's), or whose output it reads.
 */
function standaloneConfig(
  argv,
  { name, after, entry, target = 'web', sourceMaps = false, publicPath, plugins = [], precompressed = false },
) {
  const production = argv.mode !== 'development';
  return {
    name,
    dependencies: [after],
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: sourceMaps ? (production ? 'source-map' : 'eval-cheap-module-source-map') : false,
    target,
    entry,
    output: {
      path: join(dir, 'dist'),
      filename: '[name].js',
      clean: false,
      ...(publicPath ? { publicPath } : {}),
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typeScriptRule({ sourceMap: sourceMaps })] },
    plugins: [...plugins, ...(production && precompressed ? precompress() : [])],
    performance: { hints: false },
  };
}

/**
 * wake.js: the small script a server-rendered public page loads instead of the app, which it starts
 * when the visitor first interacts (src/start/wake.ts). It runs before federation exists.
 */
const wakeConfig = (argv) =>
  standaloneConfig(argv, {
    name: 'wake',
    after: 'shell',
    entry: { wake: './src/start/index.ts' },
    sourceMaps: true,
  });

/** Files written to the build as they are: the web app manifest and its icons (issue 32). */
const AS_THEY_ARE = {
  'manifest.webmanifest': './src/offline/manifest.webmanifest',
  'icons/icon-192.png': './src/icons/icon-192.png',
  'icons/icon-512.png': './src/icons/icon-512.png',
};

/** Kept by the service worker at install (shell/src/offline/service-worker.ts): little, for the offline page. */
const OFFLINE_PRECACHE = ['offline.html', 'offline-page.js', ...Object.keys(AS_THEY_ARE)];

class CopyAsTheyArePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyAsTheyArePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyAsTheyArePlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, source] of Object.entries(AS_THEY_ARE)) {
            const file = join(dir, source);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * The offline page (offline.html and its script, shell/src/offline/offline-page.ts), the web app
 * manifest and its icons: what the service worker keeps at install.
 */
const offlinePageConfig = (argv) =>
  standaloneConfig(argv, {
    name: 'offline-page',
    after: 'wake',
    entry: { 'offline-page': './src/offline/offline-page.ts' },
    // The page is served at any address the worker could not answer: its script by an absolute path.
    publicPath: '/',
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/offline/offline.html',
        filename: 'offline.html',
        inject: 'body',
        scriptLoading: 'defer',
        minify: argv.mode !== 'development',
      }),
      new CopyAsTheyArePlugin(),
    ],
    precompressed: true,
  });

/** Each file the worker keeps at install, with a revision from its content: a change is fetched anew. */
function precacheEntries() {
  return OFFLINE_PRECACHE.map((file) => ({
    url: `/${file}`,
    revision: createHash('sha256')
      .update(readFileSync(join(dir, 'dist', file)))
      .digest('hex')
      .slice(0, 16),
  }));
}

/**
 * sw.js, the service worker (shell/src/offline/service-worker.ts), at the site's root so that its
 * scope is every page. Built last: it lists what the offline page's build wrote.
 */
const serviceWorkerConfig = (argv) =>
  standaloneConfig(argv, {
    name: 'service-worker',
    after: 'offline-page',
    entry: { sw: './src/offline/service-worker.ts' },
    target: 'webworker',
    plugins: [
      new DefinePlugin({
        OFFLINE_PRECACHE: DefinePlugin.runtimeValue(() => JSON.stringify(precacheEntries()), true),
      }),
    ],
    precompressed: true,
  });

// routes.json beside index.html: which remote serves which path, for the server's preloads.
export default (env, argv) => {
  const config = shellConfig(env, argv);
  config.name = 'shell';
  config.plugins.push(new RouteManifestPlugin(join(dir, 'src', 'app', 'route-table.ts')));
  // index.html preloads the bootstrap chunk and the shared modules it needs at start.
  config.plugins.push(new StartPreloadPlugin('bootstrap'));
  // The offline page and the service worker in a production build only: in development the
  // worker is never registered (shell/src/offline/register.ts).
  const production = argv.mode !== 'development';
  return production
    ? [config, wakeConfig(argv), offlinePageConfig(argv), serviceWorkerConfig(argv)]
    : [config, wakeConfig(argv)];
};
