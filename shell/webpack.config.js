import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createConfig } = require('../webpack.common.js');
const { RouteManifestPlugin } = require('./route-manifest-plugin.cjs');
const { StartPreloadPlugin } = require('./start-preload-plugin.cjs');

const dir = dirname(fileURLToPath(import.meta.url));
const shellConfig = createConfig({ dir, app: 'shell' });

// routes.json beside index.html: which remote serves which path, for the server's preloads.
export default (env, argv) => {
  const config = shellConfig(env, argv);
  config.plugins.push(new RouteManifestPlugin(join(dir, 'src', 'app', 'route-table.ts')));
  // index.html preloads the bootstrap chunk and the shared modules it needs at start.
  config.plugins.push(new StartPreloadPlugin('bootstrap'));
  return config;
};
