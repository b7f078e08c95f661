import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createConfig, typeScriptRule } = require('../webpack.common.js');
const { RouteManifestPlugin } = require('./route-manifest-plugin.cjs');
const { StartPreloadPlugin } = require('./start-preload-plugin.cjs');

const dir = dirname(fileURLToPath(import.meta.url));
const shellConfig = createConfig({ dir, app: 'shell' });

/**
 * wake.js, beside main.js: the small script a server-rendered public page loads instead of the
 * app, which it starts when the visitor first interacts (src/start/wake.ts). No federation, no
 * shared modules: it runs before any of that exists. Built after the shell, whose `clean` would
 * otherwise remove it.
 */
function wakeConfig(argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'wake',
    dependencies: ['shell'],
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    entry: { wake: './src/start/index.ts' },
    output: { path: join(dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typeScriptRule()] },
    performance: { hints: false },
  };
}

// routes.json beside index.html: which remote serves which path, for the server's preloads.
export default (env, argv) => {
  const config = shellConfig(env, argv);
  config.name = 'shell';
  config.plugins.push(new RouteManifestPlugin(join(dir, 'src', 'app', 'route-table.ts')));
  // index.html preloads the bootstrap chunk and the shared modules it needs at start.
  config.plugins.push(new StartPreloadPlugin('bootstrap'));
  return [config, wakeConfig(argv)];
};
