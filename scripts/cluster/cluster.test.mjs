// What must hold across API processes (issue 26), on a real cluster: nginx in front of two API
// processes on one PostgreSQL database, one Redis, one object store and one set of secrets, every
// mail sent to a real SMTP server. Needs the build: `npm test` runs it after its Build step
// (`node scripts/jest.mjs --selectProjects cluster`).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import sharp from 'sharp';
import { startCluster } from './cluster.mjs';
import { freePort } from './ports.mjs';
import { readPaths, readUntil } from './readers.mjs';
import { localDatabase } from './services.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

// The admin signs in with a second factor (issue 28), enrolled at start from ADMIN_TOTP_SECRET.
const ADMIN = {
  email: 'admin@rowad.cluster',
  password: 'cluster-admin-password-1',
  totpSecret: 'MNWHK43UMVZC2YLENVUW4LLTMVRXEZLU',
};
const PASSWORD = 'olive-tree-42';
const MAIL_TIMEOUT_MS = 15_000;
const LONG = 60_000;

let cluster;
let database;
let smtp;
let dataDir;
let db;
let accounts = 0;

beforeAll(async () => {
  smtp = await startSmtpSink();
  database = await localDatabase(`rowad_cluster_test_${process.pid}_${randomBytes(3).toString('hex')}`);
  db = new pg.Pool({ connectionString: database.url, max: 2 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-cluster-test-'));
  cluster = await startCluster({
    dataDir,
    port: await freePort(),
    size: 2,
    // Only what the test sets: a developer's DATABASE_URL or REDIS_URL must not leak in. No
    // REDIS_URL and no S3_BUCKET: the cluster starts its own Redis and object store.
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
      DEMO_DATA: '1',
      RATE_LIMITS: 'on',
      // The writers are minutes old and sign their comments with their e-mail address: under the
      // 24 hours new accounts wait, that is a link they may not post yet (issue 31's own suites test it).
      NEW_ACCOUNT_HOURS: '0',
      // Both outbox workers look often, so they would meet on the same mail if locking failed.
      MAIL_POLL_MS: '50',
      LOG_FORMAT: 'json',
    },
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await db?.end();
  await smtp?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, LONG);

async function call(baseUrl, method, urlPath, { token, body, form } = {}) {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    bytes,
    json: type.includes('json') && bytes.length > 0 ? JSON.parse(bytes.toString()) : undefined,
  };
}

const proxy = (...args) => call(cluster.proxyUrl, ...args);

async function mailTo(email) {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  for (;;) {
    const mail = smtp.messages.find((message) => message.to.includes(email));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await sleep(50);
  }
}

const newEmail = (role) => `${role}.${process.pid}.${(accounts += 1)}@example.ps`;

function register(email, role) {
  return proxy('POST', '/api/auth/register', {
    body: {
      firstName: 'Amal',
      lastName: 'Tamimi',
      bio: 'Hebron craft',
      email,
      password: PASSWORD,
      passwordVerify: PASSWORD,
      role,
      birthDate: '1990-04-12',
      address: 'Hebron',
    },
  });
}

async function logIn(baseUrl, email, password, totpSecret) {
  let answer = await call(baseUrl, 'POST', '/api/auth/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  if (answer.json.mfaRequired) {
    // The only sign-in with this secret in the run: the current step's code is unused.
    const code = TOTP.generate({ secret: Secret.fromBase32(totpSecret), period: 30 });
    answer = await call(baseUrl, 'POST', '/api/auth/login/mfa', {
      body: { mfaToken: answer.json.mfaToken, code },
    });
    expect(answer.status).toBe(200);
  }
  const { token } = answer.json;
  return { token, id: Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub) };
}

/** Registers through the proxy, follows the mailed activation link through the proxy, signs in. */
async function newAccount(role) {
  const email = newEmail(role);
  expect((await register(email, role)).status).toBe(201);
  const link = /https?:\/\/\S+\/api\/auth\/activate\?token=[\w-]+/.exec((await mailTo(email)).text)?.[0];
  // Links in mail point at the proxy (PUBLIC_URL).
  expect(link?.startsWith(`${cluster.proxyUrl}/`)).toBe(true);
  expect((await call(link, 'GET', '')).status).toBe(302);
  return { email, ...(await logIn(cluster.proxyUrl, email, PASSWORD)) };
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

describe('two API processes behind nginx', () => {
  it('serves a picture uploaded through one process from every process', async () => {
    const owner = await newAccount('owner');
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('ownerImage', new Blob([picture], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await proxy('POST', '/api/owner/owner-photo', { token: owner.token, form });
    expect(uploaded.status).toBe(200);
    const url = new URL(uploaded.json.photo, cluster.proxyUrl);

    const throughProxy = await proxy('GET', url.pathname);
    expect(throughProxy.status).toBe(200);
    expect(cluster.backends).toHaveLength(2);
    for (const backend of cluster.backends) {
      const direct = await call(backend.baseUrl, 'GET', url.pathname);
      expect({ port: backend.port, status: direct.status }).toEqual({ port: backend.port, status: 200 });
      expect(sha256(direct.bytes)).toBe(sha256(throughProxy.bytes));
    }
    // From the shared bucket, not from a folder the processes happen to share on this machine:
    // processes on other machines see the same pictures.
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('sends each activation mail exactly once with two outbox workers', async () => {
    const emails = [newEmail('user'), newEmail('user'), newEmail('user'), newEmail('user')];
    const answers = await Promise.all(emails.map((email) => register(email, 'user')));
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
    for (const email of emails) await mailTo(email);

    // Every one of them is marked sent, at the first attempt...
    const { rows } = await db.query('SELECT "to", state, attempts FROM mail_outbox WHERE "to" = ANY($1)', [
      emails,
    ]);
    const states = rows.map(({ to, state, attempts }) => ({ to, state, failedAttempts: attempts }));
    expect(states.sort((a, b) => a.to.localeCompare(b.to))).toEqual(
      [...emails].sort().map((to) => ({ to, state: 'sent', failedAttempts: 0 })),
    );
    // ...and once a later mail has come too (a second sending of the first ones would have come
    // before it: both workers look every 50 ms), the SMTP server holds one mail per address.
    const later = newEmail('user');
    expect((await register(later, 'user')).status).toBe(201);
    await mailTo(later);
    for (const email of emails) {
      expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
    }
  });

  it('counts sign-in tries that reach different processes together (Redis)', async () => {
    const email = newEmail('nobody');
    const [first, second] = cluster.backends;
    // The per-account limit is 10 tries in 15 minutes (api/src/limits.ts): 5 on each process.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const backend = attempt % 2 === 0 ? first : second;
      const answer = await call(backend.baseUrl, 'POST', '/api/auth/login', {
        body: { email, password: 'wrong-password-1' },
      });
      expect(answer.status).toBe(401);
    }
    expect(
      (await proxy('POST', '/api/auth/login', { body: { email, password: 'wrong-password-1' } })).status,
    ).toBe(429);
    for (const backend of cluster.backends) {
      const answer = await call(backend.baseUrl, 'POST', '/api/auth/login', {
        body: { email, password: 'wrong-password-1' },
      });
      expect(answer.status).toBe(429);
    }
  });

  it('refuses on the other process an account signed out or disabled on one, at its next call', async () => {
    const [first, second] = cluster.backends;
    const leaving = await newAccount('user');
    for (const backend of [first, second]) {
      expect(
        (await call(backend.baseUrl, 'GET', '/api/users/my-data', { token: leaving.token })).status,
      ).toBe(200);
    }
    expect((await call(first.baseUrl, 'GET', '/api/app/auth/logout', { token: leaving.token })).status).toBe(
      200,
    );
    expect((await call(second.baseUrl, 'GET', '/api/users/my-data', { token: leaving.token })).status).toBe(
      401,
    );

    const disabled = await newAccount('user');
    const admin = await logIn(first.baseUrl, ADMIN.email, ADMIN.password, ADMIN.totpSecret);
    for (const backend of [first, second]) {
      expect(
        (await call(backend.baseUrl, 'GET', '/api/users/my-data', { token: disabled.token })).status,
      ).toBe(200);
    }
    const disabling = await call(first.baseUrl, 'POST', `/api/admin/users/${disabled.id}/disable`, {
      token: admin.token,
      body: { reason: 'Spam in the comments' },
    });
    expect(disabling.status).toBe(200);
    expect((await call(second.baseUrl, 'GET', '/api/users/my-data', { token: disabled.token })).status).toBe(
      401,
    );
    expect(
      (
        await call(second.baseUrl, 'POST', '/api/auth/login', {
          body: { email: disabled.email, password: PASSWORD },
        })
      ).status,
    ).toBe(403);
  });

  it(
    'loses no read while one process is killed (kill -9) under 20 clients for 10 s',
    async () => {
      const projects = (await proxy('GET', '/api/projects')).json;
      expect(projects.length).toBeGreaterThan(0);
      const victim = cluster.backends[0];
      const controller = new AbortController();
      const reading = readUntil({
        baseUrl: cluster.proxyUrl,
        paths: readPaths(projects.map((project) => project.id)),
        clients: 20,
        signal: controller.signal,
      });
      await sleep(3_000);
      process.kill(victim.pid, 'SIGKILL');
      await sleep(7_000);
      controller.abort();
      const { served, errors } = await reading;

      expect(errors).toEqual([]);
      expect(served).toBeGreaterThan(0);
      // The cluster starts the killed process again on its port.
      await cluster.settled();
      expect(cluster.backends[0].pid).not.toBe(victim.pid);
      expect((await call(cluster.backends[0].baseUrl, 'GET', '/api/health')).status).toBe(200);
    },
    LONG,
  );

  it(
    'loses no request and no write during a rolling restart while clients read and write',
    async () => {
      const projects = (await proxy('GET', '/api/projects')).json.map((project) => project.id);
      const writers = await Promise.all([newAccount('user'), newAccount('user'), newAccount('user')]);
      const before = cluster.backends.map((backend) => backend.pid);
      const controller = new AbortController();
      const reading = readUntil({
        baseUrl: cluster.proxyUrl,
        paths: readPaths(projects),
        clients: 10,
        signal: controller.signal,
      });

      // Each writer comments on the projects in turn (POST, one each) and edits its first comment
      // again and again (PATCH); every write acknowledged must be there afterwards.
      const writeErrors = [];
      const write = async (writer) => {
        const made = [];
        let lastEdit;
        for (let round = 0; !controller.signal.aborted; round += 1) {
          const project = projects[made.length];
          const answer =
            made.length === 0 || (round % 3 === 0 && project !== undefined)
              ? await proxy('POST', `/api/project/${project}/comment`, {
                  token: writer.token,
                  body: { comment: `From ${writer.email}, ${round}`, rate: 4 },
                })
              : await proxy('PATCH', `/api/project/comment/${made[0].id}`, {
                  token: writer.token,
                  body: { comment: `Edit ${round} by ${writer.email}`, rate: 4 },
                });
          if (answer.status === 201) made.push({ id: answer.json.id, project, text: answer.json.comment });
          else if (answer.status === 200) lastEdit = answer.json.comment;
          else writeErrors.push(`${answer.status} ${answer.bytes.toString().slice(0, 200)}`);
          await sleep(50);
        }
        return { made, lastEdit };
      };
      const writing = Promise.all(writers.map(write));

      await sleep(1_000);
      await cluster.rollingRestart();
      await sleep(1_000);
      controller.abort();
      const [{ served, errors }, written] = await Promise.all([reading, writing]);

      expect(errors).toEqual([]);
      expect(writeErrors).toEqual([]);
      expect(served).toBeGreaterThan(0);
      // Every process was replaced.
      expect(cluster.backends.map((backend) => backend.pid).filter((pid) => before.includes(pid))).toEqual(
        [],
      );

      for (const { made, lastEdit } of written) {
        expect(made.length).toBeGreaterThan(0);
        for (const [index, comment] of made.entries()) {
          const listed = (await proxy('GET', `/api/project/${comment.project}/comments`)).json;
          const stored = listed.find((item) => item.id === comment.id);
          expect(stored?.comment).toBe(index === 0 && lastEdit !== undefined ? lastEdit : comment.text);
        }
      }
    },
    LONG,
  );
});
