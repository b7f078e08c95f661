import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createConfig, pageExposes } = require('../webpack.common.js');

const dir = dirname(fileURLToPath(import.meta.url));

export default createConfig({
  dir,
  app: 'mfe_public',
  // The pages @rowad/shared/pages declares for mfe_public, found by their file names; the shell's
  // server renderer bundles the same pages (shell/webpack.server.js).
  exposes: pageExposes(dir, 'mfe_public'),
});
