// The platform for the browser journeys, started as `npm start` starts it, on a data folder
// wiped first so a run never sees what an earlier one left. Mail goes to DATA_DIR/outbox,
// where the journeys read activation links as a user reads their inbox.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { serverNodeArgs } from './server-node-args.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [...serverNodeArgs(), 'api/dist/main.js'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
