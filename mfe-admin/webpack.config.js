import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const { createConfig } = createRequire(import.meta.url)('../webpack.common.js');

export default createConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  app: 'mfe_admin',
  exposes: {
    AdminPage: './src/app/admin-area.tsx',
  },
});
