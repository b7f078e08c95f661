import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// Issue 28, M4: DATA_DIR holds the signing key, the database (with the mail outbox) and the demo
// password, so the server makes it owner-only at every start, not only when it creates it.

const NO_WEB_BUILD = path.join(tmpdir(), `rowad-no-web-build-${process.pid}`);
const modeOf = (file: string) => statSync(file).mode & 0o777;

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-data-dir-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () => buildApp(loadConfig({ WEB_ROOT: NO_WEB_BUILD, DEMO_DATA: '0', DATA_DIR: dataDir }));

describe('DATA_DIR at start', () => {
  it('creates the folder and the database owner-only', async () => {
    rmSync(dataDir, { recursive: true });
    const app = await start();
    try {
      expect(modeOf(dataDir), 'DATA_DIR').toBe(0o700);
      for (const name of ['rowad.sqlite', 'rowad.sqlite-wal', 'rowad.sqlite-shm', 'jwt-secret']) {
        expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
      }
    } finally {
      await app.close();
    }
  });

  it('tightens a folder and files that already exist with wider modes', async () => {
    await (await start()).close();
    writeFileSync(path.join(dataDir, 'demo-sign-ins.txt'), 'Demo sign-ins (password for all: x)\n');
    chmodSync(dataDir, 0o755);
    const files = ['rowad.sqlite', 'jwt-secret', 'demo-sign-ins.txt'];
    for (const name of files) chmodSync(path.join(dataDir, name), 0o644);

    const app = await start();
    try {
      expect(modeOf(dataDir), 'DATA_DIR').toBe(0o700);
      for (const name of [...files, 'rowad.sqlite-wal', 'rowad.sqlite-shm']) {
        expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
      }
    } finally {
      await app.close();
    }
  });
});
