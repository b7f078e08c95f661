import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { connectDatabase } from '../db/database.js';
import { buildMultipart } from '../test-support/multipart-body.js';
import { freePort } from '../test-support/private-services.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const API_DIR = path.dirname(path.dirname(MAIN));
const ADMIN = { email: 'admin@rowad.ps', password: 'admin-pass-1234' };
/** The admin's second factor, enrolled at start (ADMIN_TOTP_SECRET): the test computes its code. */
const ADMIN_TOTP_SECRET = 'MFSG22LOFVYGC43TFVWWMYJNOVYGY33BMQ';
const IMAGES = 10;

/** The API as production runs it, in a process of its own. */
function startApi(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore',
  });
}

async function untilHealthy(port: number, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the API did not start within ${timeout} ms`);
    await sleep(50);
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Photos' worth of noise: slow to encode, so the process is caught with its work half done. */
function noisyJpeg(seed: number): Promise<Buffer> {
  const width = 1400;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2_654_435_761;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** What the uploads folder and the image rows hold, and where they disagree. */
async function snapshot(dataDir: string) {
  const folder = path.join(dataDir, 'uploads', 'events');
  const files = existsSync(folder) ? readdirSync(folder) : [];
  const connection = connectDatabase({ databaseUrl: undefined, dataDir });
  try {
    const rows = await connection.db.selectFrom('event_images').select(['storage_key', 'variants']).execute();
    const keys = new Set(rows.map((row) => row.storage_key));
    const onDisk = new Set(files.map((name) => `events/${name}`));
    return {
      files: files.length,
      rows: rows.length,
      filesWithoutRow: files.filter((name) => !keys.has(`events/${name.split('-')[0]}`)).length,
      rowsWithoutFiles: rows.filter((row) =>
        (JSON.parse(row.variants) as { url: string }[]).some(
          (variant) => !onDisk.has(variant.url.replace('/uploads/', '')),
        ),
      ).length,
    };
  } finally {
    await connection.db.destroy();
  }
}

describe('an API process killed with kill -9 during an upload', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-upload-crash-'));
  let api: ChildProcess | undefined;
  afterAll(async () => {
    if (api) {
      api.kill('SIGKILL');
      await exited(api);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no file without its row, nor row without its files, after the restart', async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      WEB_ROOT: path.join(dataDir, 'no-web-build'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET,
      // Everything older than now is the past's: the restart sweeps what the killed process left.
      UPLOAD_SWEEP_GRACE_MS: '0',
    };
    const base = `http://127.0.0.1:${port}/api`;
    const images = await Promise.all(Array.from({ length: IMAGES }, (_, n) => noisyJpeg(n + 1)));
    const { body, contentType } = buildMultipart(
      images.map((data, n) => ({
        name: 'images',
        filename: `photo-${n}.jpg`,
        contentType: 'image/jpeg',
        data,
      })),
    );

    api = startApi(env);
    await untilHealthy(port);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { mfaToken } = (await login.json()) as { mfaToken: string };
    // The only sign-in with this secret: the current step's code is unused.
    const code = TOTP.generate({ secret: Secret.fromBase32(ADMIN_TOTP_SECRET), period: 30 });
    const secondStep = await fetch(`${base}/auth/login/mfa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mfaToken, code }),
    });
    const { token } = (await secondStep.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    const created = await fetch(`${base}/admin/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({
        name: 'Crafts bazaar',
        city: 'Hebron',
        street: 'Bab al-Zawiya',
        startDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        endDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        categories: ['crafts'],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // The upload runs; the moment its first file is on disk (its rows not yet written), the
    // process is killed.
    const folder = path.join(dataDir, 'uploads', 'events');
    const upload = fetch(`${base}/admin/events/${id}/images`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization },
      body,
    }).then(
      (response) => response.status,
      () => 'killed' as const,
    );
    let answered: number | 'killed' | undefined;
    void upload.then((outcome) => (answered = outcome));
    const deadline = Date.now() + 20_000;
    while (answered === undefined && Date.now() < deadline) {
      if (existsSync(folder) && readdirSync(folder).length > 0) break;
      await sleep(2);
    }
    const answeredBeforeKill = answered;
    api.kill('SIGKILL');
    await exited(api);
    api = undefined;
    expect(answeredBeforeKill).toBeUndefined();
    expect(await upload).toBe('killed');
    const afterKill = await snapshot(dataDir);

    api = startApi(env);
    await untilHealthy(port);
    const afterRestart = await snapshot(dataDir);
    console.info(
      `kill -9 during an upload of ${IMAGES} images: after the kill ${JSON.stringify(afterKill)}; ` +
        `after the restart ${JSON.stringify(afterRestart)}`,
    );

    // The kill landed mid-upload: files written, no row yet.
    expect(afterKill.filesWithoutRow).toBeGreaterThan(0);
    // The sweep at start removed them: folder and rows agree.
    expect(afterRestart).toMatchObject({ filesWithoutRow: 0, rowsWithoutFiles: 0 });

    // And the restarted server takes the same upload whole.
    const retried = await fetch(`${base}/admin/events/${id}/images`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization },
      body,
    });
    expect(retried.status).toBe(201);
    expect(await snapshot(dataDir)).toEqual({
      files: IMAGES * 3,
      rows: IMAGES,
      filesWithoutRow: 0,
      rowsWithoutFiles: 0,
    });
  }, 60_000);
});
