// node --import tsx bench/export/index.mjs: the size and time of "Download my data" and what
// "Close my account" removes and keeps (issue 28, Measure).
//
// The API from its sources (tsx), in this process, on a throwaway SQLite data folder seeded with
// the demo data; calls go through app.inject (no network: the server's work only). Two owners:
// the busiest demo owner (most projects, then most comments on them), and the same owner grown to
// the platform's limit (20 projects, each with 5 revisions, 10 pictures' rows and 50 comments by
// 50 other people) to show how the export scales. Each export is timed `RUNS` times
// (median and max reported); then the account is closed and the tables counted before and after.
//
//   node --import tsx bench/export/index.mjs              7 runs per owner
//   RUNS=15 node --import tsx bench/export/index.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { gitRevision, machineInfo, writeResults } from '../lib/run.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const TABLES = [
  'users',
  'owner_profiles',
  'investor_profiles',
  'sessions',
  'projects',
  'project_revisions',
  'project_images',
  'comments',
  'participations',
  'info_requests',
  'audit_log',
  'mail_outbox',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function counts(app) {
  const result = {};
  for (const table of TABLES) {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** The demo owner with the most projects, then the most comments on them. */
async function busiestOwner(app) {
  const owners = await app.db
    .selectFrom('users as u')
    .leftJoin('projects as p', 'p.owner_id', 'u.id')
    .leftJoin('comments as c', 'c.project_id', 'p.id')
    .select((eb) => [
      'u.id',
      'u.email',
      eb.fn.count('p.id').distinct().as('projects'),
      eb.fn.count('c.id').as('comments'),
    ])
    .where('u.role', '=', 'owner')
    .groupBy(['u.id', 'u.email'])
    .execute();
  // Ties on both (the demo gives every owner one project) go to the owner with a bazaar request.
  const participants = await app.db.selectFrom('participations').select('owner_id').execute();
  const busy = new Set(participants.map((row) => row.owner_id));
  owners.sort(
    (a, b) =>
      Number(b.projects) - Number(a.projects) ||
      Number(b.comments) - Number(a.comments) ||
      Number(busy.has(b.id)) - Number(busy.has(a.id)),
  );
  return owners[0];
}

/** Fifty people to comment, written straight into the table (one rating per user and project). */
async function commenters(app, now) {
  const ids = [];
  for (let n = 0; n < 50; n += 1) {
    const email = `reader${n}@bench.example`;
    const { id } = await app.db
      .insertInto('users')
      .values({
        email,
        email_key: email,
        password_hash: 'not-a-hash',
        first_name: 'Reader',
        last_name: String(n),
        name_folded: `reader ${n}`,
        role: 'user',
        state: 'active',
        language: 'en',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

/** Grows the owner to the platform's limits, written straight into the tables. */
async function growToLimit(app, ownerId) {
  const now = new Date().toISOString();
  const readers = await commenters(app, now);
  const have = await app.db.selectFrom('projects').select('id').where('owner_id', '=', ownerId).execute();
  const data = JSON.stringify({
    name: 'Olive wood workshop',
    description: 'Carved by hand. '.repeat(60),
    city: 'Bethlehem',
    street: 'Star Street',
    categories: ['wood', 'crafts'],
    contact: { email: 'shop@example.ps', phones: ['+970 2 274 0000'], pages: [] },
  });
  for (let n = have.length; n < 20; n += 1) {
    const { id } = await app.db
      .insertInto('projects')
      .values({
        owner_id: ownerId,
        name: `Workshop ${n}`,
        name_folded: `workshop ${n}`,
        description: 'Carved by hand. '.repeat(60),
        city: 'Bethlehem',
        street: 'Star Street',
        categories: '["wood"]',
        categories_folded: 'wood',
        contact: '{}',
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    have.push({ id });
  }
  for (const { id } of have) {
    for (let r = 0; r < 5; r += 1) {
      await app.db
        .insertInto('project_revisions')
        .values({
          project_id: id,
          data,
          state: 'superseded',
          reason: null,
          created_at: now,
          decided_at: now,
          decided_by: null,
        })
        .execute();
    }
    for (let i = 0; i < 10; i += 1) {
      const url = `/uploads/projects/${'0'.repeat(31)}${i}-1200.webp`;
      await app.db
        .insertInto('project_images')
        .values({
          project_id: id,
          storage_key: `projects/${id.toString(16).padStart(31, '0')}${i}`,
          url,
          variants: JSON.stringify([400, 800, 1200].map((width) => ({ width, url }))),
          is_cover: i === 0 ? 1 : 0,
          live: 1,
          created_at: now,
        })
        .execute();
    }
    for (const reader of readers) {
      await app.db
        .insertInto('comments')
        .values({
          project_id: id,
          user_id: reader,
          comment: 'Worth a visit. '.repeat(10),
          rate: 5,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}

async function signIn(app, email, password) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return response.json().token;
}

async function timeExports(app, token) {
  const times = [];
  let bytes = 0;
  let body;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: { authorization: `Bearer ${token}` },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`export answered ${response.statusCode}: ${response.body}`);
    bytes = response.rawPayload.length;
    body = response.json();
  }
  return {
    bytes,
    medianMs: Number(median(times).toFixed(1)),
    maxMs: Number(Math.max(...times).toFixed(1)),
    parts: {
      projects: body.projects.length,
      revisions: body.projects.reduce((sum, project) => sum + project.revisions.length, 0),
      pictures: body.projects.reduce((sum, project) => sum + project.pictures.length, 0),
      comments: body.comments.length,
      participationRequests: body.participationRequests.length,
      informationRequestsReceived: body.informationRequests.received.length,
      sessions: body.sessions.length,
      auditEntries: body.auditEntries.length,
    },
  };
}

async function storedPictures(app) {
  const names = [];
  for await (const picture of app.storage.list()) names.push(picture.name);
  return names.length;
}

async function closeAndCount(app, token, password) {
  const before = await counts(app);
  const filesBefore = await storedPictures(app);
  const started = performance.now();
  const response = await app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${token}` },
    payload: { currentPassword: password },
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`close answered ${response.statusCode}: ${response.body}`);
  const after = await counts(app);
  const removed = Object.fromEntries(TABLES.map((table) => [table, before[table] - after[table]]));
  removed.pictureFiles = filesBefore - (await storedPictures(app));
  const reduced = await app.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('details', '=', JSON.stringify({ subject: 'a deleted account' }))
    .executeTakeFirstOrThrow();
  return { closeMs: Number(ms.toFixed(1)), removed, auditEntriesKeptReduced: Number(reduced.n) };
}

async function measure(label, grow) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-export-bench-'));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web'),
      DEMO_DATA: '1',
      RATE_LIMITS: 'off',
      ADMIN_EMAIL: 'admin@bench.example',
      ADMIN_PASSWORD: 'bench-admin-pass-1',
    }),
  );
  try {
    const password = /password for all: (\S+)\)/.exec(
      readFileSync(path.join(dataDir, 'demo-sign-ins.txt'), 'utf8'),
    )[1];
    const owner = await busiestOwner(app);
    if (grow) await growToLimit(app, owner.id);
    const token = await signIn(app, owner.email, password);
    const exported = await timeExports(app, token);
    const closed = await closeAndCount(app, token, password);
    return { label, owner: owner.email, ...exported, ...closed };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await measure('busiest demo owner', false), await measure('owner at the limits', true)];
for (const result of results) {
  console.log(
    `${result.label} (${result.owner}): export ${result.bytes} bytes, median ${result.medianMs} ms, max ${result.maxMs} ms over ${RUNS} runs; close ${result.closeMs} ms`,
  );
  console.log(`  exported: ${JSON.stringify(result.parts)}`);
  console.log(
    `  removed: ${JSON.stringify(result.removed)}; audit entries kept, reduced: ${result.auditEntriesKeptReduced}`,
  );
}
const file = writeResults('export', {
  createdAt: new Date().toISOString(),
  revision: gitRevision(),
  machine: machineInfo(),
  runs: RUNS,
  results,
});
console.log(`results: ${path.relative(process.cwd(), file)}`);
