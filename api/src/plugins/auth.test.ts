import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp } from '../test-support/test-app.js';

describe('the signing key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rowad-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a key of at least 32 characters into DATA_DIR once, and reuses it', async () => {
    const app = await buildTestApp({ DATA_DIR: dataDir });
    await app.close();
    const secret = (await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const again = await buildTestApp({ DATA_DIR: dataDir });
    await again.close();
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(secret);
  });

  it('stops the start with a clear message when the key file in DATA_DIR is shorter than 32 characters', async () => {
    await writeFile(path.join(dataDir, 'jwt-secret'), 'too-short-a-key\n', { mode: 0o600 });
    await expect(buildTestApp({ DATA_DIR: dataDir })).rejects.toThrow(
      `The signing key in ${path.join(dataDir, 'jwt-secret')} is shorter than 32 characters.`,
    );
  });

  it('stops the start when the key file is empty', async () => {
    await writeFile(path.join(dataDir, 'jwt-secret'), '  \n', { mode: 0o600 });
    await expect(buildTestApp({ DATA_DIR: dataDir })).rejects.toThrow('is shorter than 32 characters');
  });
});
