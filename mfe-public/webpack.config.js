import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createConfig } = require('../webpack.common.js');

export default createConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  app: 'mfe_public',
  // Module name -> file, in a file of its own: the shell's server renderer bundles the same pages.
  exposes: require('./exposes.json'),
});
