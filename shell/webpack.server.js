// The server renderer: shell/src/server-render/render-page.tsx and everything it draws (the
// shell's layout, mfe-public's pages, @rowad/shared), one CommonJS file for Node that the API
// loads to answer public pages with their markup (api/src/modules/sharing/server-render.ts).
// Packages from node_modules stay outside (react, react-dom/static, styled-components, ...): Node
// loads them, so the server copy of styled-components collects the styles.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { evaluateTs, pageExposes, PAGES_FILE, typeScriptRule } = require('../webpack.common.js');

const dir = dirname(fileURLToPath(import.meta.url));
// mfe-public's exposed pages, as its own build finds them (webpack.common.js).
const publicExposes = pageExposes(join(dir, '..', 'mfe-public'), 'mfe_public');

// `mfe_public/HomePage` -> mfe-public/src/features/home/home-page.tsx: the names the route table uses.
const remoteAliases = Object.fromEntries(
  Object.entries(publicExposes).map(([name, file]) => [
    `mfe_public/${name}$`,
    join(dir, '..', 'mfe-public', file),
  ]),
);

/**
 * `virtual:server-pages`: the pages the server draws, as @rowad/shared/pages declares them (a
 * public page with first calls), each imported up front under the name its remote exposes, so a
 * page is drawn in the same pass as the layout around it. Only mfe-public's pages can be: the
 * build stops on any other.
 */
function serverPagesSource() {
  const { serverRenderedPages } = evaluateTs(PAGES_FILE);
  const lines = [];
  const entries = [];
  for (const [index, { path, page }] of serverRenderedPages.entries()) {
    if (page.remote !== 'mfe_public' || !(page.module in publicExposes)) {
      throw new Error(`${path}: the server draws only pages mfe-public exposes, not ${JSON.stringify(page)}`);
    }
    lines.push(`import page${index} from 'mfe_public/${page.module}';`);
    entries.push(`  'mfe_public/${page.module}': page${index},`);
  }
  return [...lines, 'export const serverPages = {', ...entries, '};', ''].join('\n');
}

/** Bundled: our own code (relative, @rowad/*, the remote aliases); everything else is Node's. */
function external({ request }, callback) {
  const ours =
    request.startsWith('.') ||
    request.startsWith('/') ||
    request.startsWith('@rowad/') ||
    request.startsWith('mfe_public/') ||
    request.startsWith('virtual:');
  return ours ? callback() : callback(null, `commonjs ${request}`);
}

export default (_env, argv) => ({
  context: dir,
  mode: argv.mode === 'development' ? 'development' : 'production',
  target: 'node20',
  devtool: false,
  entry: { 'render-page': './src/server-render/render-page.tsx' },
  output: {
    path: join(dir, 'dist-server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  externals: [external],
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: remoteAliases },
  module: {
    rules: [
      typeScriptRule({ target: 'es2022', sourceMap: false }),
      { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  // Readable stack traces on the server; nothing here is downloaded.
  optimization: { minimize: false },
  performance: { hints: false },
  plugins: [
    new webpack.experiments.schemes.VirtualUrlPlugin({ 'server-pages': serverPagesSource }),
    // The browser's remote loader (federation runtime) -> the pages bundled above.
    new webpack.NormalModuleReplacementPlugin(/^\.\/remotes$/, (resource) => {
      if (resource.context === join(dir, 'src', 'remotes')) {
        resource.request = join(dir, 'src', 'server-render', 'server-remotes.ts');
      }
    }),
    // One file: the pages' lazy imports resolve from the bundle itself.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
});
