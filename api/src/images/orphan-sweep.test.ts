import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer, logIn } from '../test-support/accounts.js';
import { buildTestApp } from '../test-support/test-app.js';
import { MAX_ROWS_REPAIRED, sweepOrphanUploads } from './orphan-sweep.js';

const ADMIN = { ADMIN_EMAIL: 'admin@rowad.ps', ADMIN_PASSWORD: 'admin-pass-1234' };
const HOUR = 3_600_000;
const GRACE_MS = 10 * 60_000;

let app: FastifyInstance;
let uploadsDir: string;
let eventId: number;
let warnings: string[];

beforeEach(async () => {
  app = await buildTestApp({ ...ADMIN, UPLOAD_SWEEP_GRACE_MS: String(GRACE_MS) });
  uploadsDir = path.join(app.config.dataDir, 'uploads');
  warnings = [];
  const token = await logIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: bearer(token),
    payload: {
      name: 'Olive harvest',
      city: 'Nablus',
      street: 'Old City',
      startDate: day(3),
      endDate: day(4),
      categories: ['crafts'],
    },
  });
  eventId = created.json<{ id: number }>().id;
});
afterEach(() => app.close());

const sweep = () =>
  sweepOrphanUploads({
    db: app.db,
    storage: app.storage,
    graceMs: GRACE_MS,
    warn: (_details, message) => warnings.push(message),
  });

/** An image file as the storage names them, `ageMs` old. */
function imageFile(folder: string, id: string, width: number, ageMs: number): string {
  mkdirSync(path.join(uploadsDir, folder), { recursive: true });
  const file = path.join(uploadsDir, folder, `${id}-${width}.webp`);
  writeFileSync(file, 'webp');
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
  return file;
}

async function imageRow(id: string, ageMs: number): Promise<void> {
  await app.db
    .insertInto('event_images')
    .values({
      event_id: eventId,
      storage_key: `events/${id}`,
      url: `/uploads/events/${id}-640.webp`,
      variants: JSON.stringify([
        { width: 320, url: `/uploads/events/${id}-320.webp` },
        { width: 640, url: `/uploads/events/${id}-640.webp` },
      ]),
      is_cover: 0,
      created_at: new Date(Date.now() - ageMs).toISOString(),
    })
    .execute();
}

const keysOfRows = async () =>
  (await app.db.selectFrom('event_images').select('storage_key').execute())
    .map((row) => row.storage_key)
    .sort();

const hex = (n: number) => n.toString(16).padStart(32, '0');

describe('the orphan upload sweep', () => {
  it('removes old files no row names, and keeps named files, young files and files it did not write', async () => {
    const named = [imageFile('events', hex(1), 320, HOUR), imageFile('events', hex(1), 640, HOUR)];
    await imageRow(hex(1), HOUR);
    const stray = [imageFile('events', hex(2), 320, HOUR), imageFile('owner-photos', hex(3), 512, HOUR)];
    const young = imageFile('projects', hex(4), 320, 1_000);
    const foreign = path.join(uploadsDir, 'events', 'notes.txt');
    writeFileSync(foreign, 'not ours');

    expect(await sweep()).toEqual({ files: 2, rows: 0 });

    for (const file of [...named, young, foreign]) expect(existsSync(file)).toBe(true);
    for (const file of stray) expect(existsSync(file)).toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it('removes old rows whose files are missing, with any file left of them, and keeps young ones', async () => {
    await imageRow(hex(5), HOUR); // no file at all
    const half = imageFile('events', hex(6), 320, HOUR); // its 640 is missing
    await imageRow(hex(6), HOUR);
    await imageRow(hex(7), 1_000); // young: an upload in progress elsewhere

    expect(await sweep()).toEqual({ files: 0, rows: 2 });

    expect(await keysOfRows()).toEqual([`events/${hex(7)}`]);
    expect(existsSync(half)).toBe(false);
  });

  it('removes no row when many are missing their files: a wrong uploads folder, not a crash', async () => {
    for (let n = 0; n <= MAX_ROWS_REPAIRED; n += 1) await imageRow(hex(100 + n), HOUR);

    expect(await sweep()).toEqual({ files: 0, rows: 0 });

    expect(await keysOfRows()).toHaveLength(MAX_ROWS_REPAIRED + 1);
    expect(warnings).toEqual([expect.stringMatching(/is the uploads folder \(or bucket\) the right one/)]);
  });

  it('runs when the server starts, before it takes requests', async () => {
    const stray = imageFile('events', hex(8), 320, HOUR);
    const restarted = await buildTestApp({ DATA_DIR: app.config.dataDir, UPLOAD_SWEEP_GRACE_MS: '0' });
    try {
      await restarted.ready();
      expect(existsSync(stray)).toBe(false);
      expect(readdirSync(path.join(uploadsDir, 'events'))).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
