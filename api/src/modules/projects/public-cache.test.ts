import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { anAccount, bearer, logIn } from '../../test-support/accounts.js';
import {
  redisServerInstalled,
  startPrivateRedis,
  type PrivateRedis,
} from '../../test-support/private-services.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { buildTestApp, buildTestAppOn } from '../../test-support/test-app.js';
import { ProjectRepository } from './project-repository.js';

// Guests' public answers kept a few seconds and dropped by the writes to their area (issue 29;
// http/answer-areas.ts; docs/decisions.md, "Performance (issue 29)"), on the database this project
// runs on.

const ADMIN_EMAIL = 'admin@example.ps';
const ADMIN_PASSWORD = 'admin-password-42';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Platform {
  app: FastifyInstance;
  admin: string;
  owner: { token: string; id: number };
  visitor: { token: string; id: number };
}

async function platformOn(app: FastifyInstance): Promise<Platform> {
  const [owner, visitor, admin] = await Promise.all([
    anAccount(app, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' }),
    anAccount(app, { role: 'user', firstName: 'Lina' }),
    logIn(app, ADMIN_EMAIL, ADMIN_PASSWORD),
  ]);
  return { app, admin, owner, visitor };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(app: FastifyInstance, method: Method, url: string, token?: string, payload?: object) {
  return app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
}

const projectBody = (name: string) => ({
  name,
  description: 'Glass blown by hand.',
  city: 'Hebron',
  street: 'Ein Sara',
  categories: ['glass'],
  contact: { email: 'glass@example.ps', phones: [], pages: [] },
});

/** A published project of the owner: created, then approved by the admin. */
/** The bazaar the cache suites change: created by the admin, answered 201; its id. */
async function createBazaar({ app, admin }: Platform): Promise<number> {
  const created = await call(app, 'POST', '/api/admin/events', admin, {
    name: 'Old City Bazaar',
    city: 'Hebron',
    street: 'Bab al-Zawiya',
    startDate: day(3),
    endDate: day(5),
    categories: ['crafts'],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

async function publishedProject({ app, admin, owner }: Platform, name = 'Hebron Glass'): Promise<number> {
  const created = await call(app, 'POST', '/api/my-projects', owner.token, projectBody(name));
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  await approveLatest({ app, admin, owner } as Platform, id);
  return id;
}

async function approveLatest({ app, admin }: Platform, projectId: number): Promise<void> {
  const queue = await call(app, 'GET', '/api/admin/review/projects?limit=100', admin);
  const item = queue
    .json<{ projectId: number; revisionId: number; newImages: { id: number }[] }[]>()
    .find((entry) => entry.projectId === projectId);
  if (!item) throw new Error(`no pending revision for ${projectId}`);
  const approved = await call(app, 'POST', `/api/admin/review/projects/${item.revisionId}/approve`, admin, {
    imageIds: item.newImages.map((image) => image.id),
  });
  expect(approved.statusCode).toBe(204);
}

/** Changes a row behind the API's back: only the cache can still answer the old value. */
async function renameBehindTheApi(app: FastifyInstance, projectId: number, name: string): Promise<void> {
  await app.db.updateTable('projects').set({ name }).where('id', '=', projectId).execute();
}

const namesOf = (body: string) => (JSON.parse(body) as { name: string }[]).map((project) => project.name);

describe('guests’ public answers, kept a few seconds', () => {
  let platform: Platform;
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp({ ADMIN_EMAIL, ADMIN_PASSWORD });
    platform = await platformOn(app);
  });
  afterEach(() => app.close());

  it('serves a guest the kept answer, with an ETag, a 304 and headers a CDN can use', async () => {
    const id = await publishedProject(platform);
    const first = await call(app, 'GET', '/api/projects');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    expect(String(first.headers.vary)).toMatch(/Authorization/);
    expect(first.headers['x-total-count']).toBe('1');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    await renameBehindTheApi(app, id, 'Renamed quietly');
    // A sign-in is a write that changes no public answer: the kept one stays.
    await logIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const kept = await call(app, 'GET', '/api/projects');
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(etag);
    expect(kept.headers['x-total-count']).toBe('1');
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);

    const notModified = await app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);

    // The detail too; a 404 is never kept.
    const detail = await call(app, 'GET', `/api/projects/${id}`);
    expect(detail.json<{ name: string }>().name).toBe('Renamed quietly');
    expect((await call(app, 'GET', '/api/projects/999999')).headers['cache-control']).toBe('no-store');
  });

  it('answers 304 to a matching If-None-Match on the first read as well', async () => {
    const id = await publishedProject(platform);
    const first = await call(app, 'GET', '/api/projects?limit=5');
    // An edit waiting for review drops the projects' answers and changes none of them.
    const edit = await call(
      app,
      'PATCH',
      `/api/my-projects/${id}`,
      platform.owner.token,
      projectBody('Later'),
    );
    expect(edit.statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: '/api/projects?limit=5',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never keeps or serves a kept answer for a signed-in caller', async () => {
    const id = await publishedProject(platform);
    await call(app, 'GET', '/api/projects');
    await renameBehindTheApi(app, id, 'Seen by the signed-in');
    const signedIn = await call(app, 'GET', '/api/projects', platform.visitor.token);
    expect(namesOf(signedIn.body)).toEqual(['Seen by the signed-in']);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    // ...and the guest still gets the kept copy: the signed-in read did not replace it.
    expect(namesOf((await call(app, 'GET', '/api/projects')).body)).toEqual(['Hebron Glass']);
  });

  it('drops the kept answers on an approval', async () => {
    const id = await publishedProject(platform);
    await call(app, 'GET', '/api/projects');
    const edit = await call(
      app,
      'PATCH',
      `/api/my-projects/${id}`,
      platform.owner.token,
      projectBody('Hebron Glass 2'),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    await renameBehindTheApi(app, id, 'Hebron Glass 1');
    // The edit is a write too; read again to keep an answer before the approval.
    expect(namesOf((await call(app, 'GET', '/api/projects')).body)).toEqual(['Hebron Glass 1']);
    await approveLatest(platform, id);
    expect(namesOf((await call(app, 'GET', '/api/projects')).body)).toEqual(['Hebron Glass 2']);
  });

  it('drops the kept answers on a comment, a rating and a deletion', async () => {
    const id = await publishedProject(platform);
    const rating = async () =>
      JSON.parse((await call(app, 'GET', `/api/projects/${id}`)).body) as {
        rating: { count: number; average: number | null };
      };
    expect((await rating()).rating.count).toBe(0);
    expect((await call(app, 'GET', `/api/project/${id}/comments`)).json()).toEqual([]);

    const comment = await call(app, 'POST', `/api/project/${id}/comment`, platform.visitor.token, {
      comment: 'Lovely glass',
      rate: 4,
    });
    expect(comment.statusCode).toBe(201);
    expect((await rating()).rating).toMatchObject({ count: 1, average: 4 });
    expect((await call(app, 'GET', `/api/project/${id}/comments`)).json()).toHaveLength(1);

    const commentId = comment.json<{ id: number }>().id;
    const rated = await call(app, 'PATCH', `/api/project/comment/${commentId}`, platform.visitor.token, {
      comment: 'Lovely glass',
      rate: 2,
    });
    expect(rated.statusCode).toBe(200);
    expect((await rating()).rating).toMatchObject({ count: 1, average: 2 });

    expect((await call(app, 'DELETE', `/api/my-projects/${id}`, platform.owner.token)).statusCode).toBe(204);
    expect((await call(app, 'GET', `/api/projects/${id}`)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/projects')).json()).toEqual([]);
  });

  it('drops a commented project’s answers and the lists, and keeps the other projects’ pages', async () => {
    const commented = await publishedProject(platform, 'Hebron Glass');
    const other = await publishedProject(platform, 'Olive Wood');
    const otherPage = await call(app, 'GET', `/api/projects/${other}`);
    const otherComments = await call(app, 'GET', `/api/project/${other}/comments`);
    await call(app, 'GET', `/api/projects/${commented}`);
    await renameBehindTheApi(app, other, 'Olive Wood renamed quietly');
    await renameBehindTheApi(app, commented, 'Hebron Glass renamed quietly');

    const comment = await call(app, 'POST', `/api/project/${commented}/comment`, platform.visitor.token, {
      comment: 'Lovely glass',
      rate: 4,
    });
    expect(comment.statusCode).toBe(201);
    const page = JSON.parse((await call(app, 'GET', `/api/projects/${commented}`)).body) as {
      name: string;
      rating: { count: number };
    };
    expect([page.name, page.rating.count]).toEqual(['Hebron Glass renamed quietly', 1]);
    const list = JSON.parse((await call(app, 'GET', '/api/projects')).body) as {
      id: number;
      rating: { count: number };
    }[];
    expect(list.find((project) => project.id === commented)?.rating.count).toBe(1);
    // The other project's page and comments are still the kept copies, with their ETags.
    const otherAfter = await call(app, 'GET', `/api/projects/${other}`);
    expect(otherAfter.body).toBe(otherPage.body);
    expect(otherAfter.headers.etag).toBe(otherPage.headers.etag);
    expect((await call(app, 'GET', `/api/project/${other}/comments`)).body).toBe(otherComments.body);

    // Its edit and its deletion name the project too, though their paths name only the comment.
    const commentId = comment.json<{ id: number }>().id;
    const edited = await call(app, 'PATCH', `/api/project/comment/${commentId}`, platform.visitor.token, {
      comment: 'Lovely glass',
      rate: 2,
    });
    expect(edited.statusCode).toBe(200);
    const rating = async () =>
      (await call(app, 'GET', `/api/projects/${commented}`)).json<{ rating: { average: number | null } }>()
        .rating.average;
    expect(await rating()).toBe(2);
    const removed = await call(app, 'DELETE', `/api/project/comment/${commentId}`, platform.visitor.token);
    expect(removed.statusCode).toBe(204);
    expect(await rating()).toBeNull();
    expect((await call(app, 'GET', `/api/projects/${other}`)).body).toBe(otherPage.body);
  });

  it('drops the kept events on an event change', async () => {
    const id = await createBazaar(platform);
    expect(namesOf((await call(app, 'GET', '/api/events')).body)).toEqual(['Old City Bazaar']);
    expect((await call(app, 'GET', `/api/events/${id}`)).json<{ name: string }>().name).toBe(
      'Old City Bazaar',
    );

    const renamed = await call(app, 'PATCH', `/api/admin/events/${id}`, platform.admin, {
      name: 'New Bazaar',
    });
    expect(renamed.statusCode).toBe(200);
    expect(namesOf((await call(app, 'GET', '/api/events')).body)).toEqual(['New Bazaar']);
    expect((await call(app, 'GET', `/api/events/${id}`)).json<{ name: string }>().name).toBe('New Bazaar');

    expect((await call(app, 'DELETE', `/api/admin/events/${id}`, platform.admin)).statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/events')).json()).toEqual([]);
  });

  it('keeps the bazaars’ answers through a comment, and the projects’ through an event change', async () => {
    const projectId = await publishedProject(platform);
    const eventId = await createBazaar(platform);
    const events = await call(app, 'GET', '/api/events');
    const projects = await call(app, 'GET', '/api/projects');
    await app.db.updateTable('events').set({ name: 'Renamed quietly' }).where('id', '=', eventId).execute();
    await renameBehindTheApi(app, projectId, 'Renamed quietly');

    const comment = await call(app, 'POST', `/api/project/${projectId}/comment`, platform.visitor.token, {
      comment: 'Lovely glass',
      rate: 5,
    });
    expect(comment.statusCode).toBe(201);
    expect((await call(app, 'GET', '/api/events')).body).toBe(events.body);
    const afterComment = JSON.parse((await call(app, 'GET', '/api/projects')).body) as {
      name: string;
      rating: { count: number };
    }[];
    expect(afterComment.map((project) => [project.name, project.rating.count])).toEqual([
      ['Renamed quietly', 1],
    ]);

    const projectsNow = await call(app, 'GET', '/api/projects');
    await renameBehindTheApi(app, projectId, 'Renamed twice');
    const renamed = await call(app, 'PATCH', `/api/admin/events/${eventId}`, platform.admin, {
      name: 'New Bazaar',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/projects')).body).toBe(projectsNow.body);
    expect(namesOf((await call(app, 'GET', '/api/events')).body)).toEqual(['New Bazaar']);
    expect(projects.statusCode).toBe(200);
  });

  it('drops every area on a write it does not name, such as an owner’s new name', async () => {
    await publishedProject(platform);
    const eventId = await createBazaar(platform);
    expect(namesOf((await call(app, 'GET', '/api/events')).body)).toEqual(['Old City Bazaar']);
    const before = await call(app, 'GET', '/api/projects');
    expect(JSON.parse(before.body)[0].owner.user).toMatchObject({ firstName: 'Amal' });
    await app.db.updateTable('events').set({ name: 'Renamed quietly' }).where('id', '=', eventId).execute();
    const me = (await call(app, 'GET', '/api/users/my-data', platform.owner.token)).json<{
      lastName: string;
      email: string;
    }>();
    const renamed = await call(app, 'PATCH', '/api/owner', platform.owner.token, {
      firstName: 'Amira',
      lastName: me.lastName,
      email: me.email,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(JSON.parse((await call(app, 'GET', '/api/projects')).body)[0].owner.user).toMatchObject({
      firstName: 'Amira',
    });
    expect(namesOf((await call(app, 'GET', '/api/events')).body)).toEqual(['Renamed quietly']);
  });

  it('asks the database once for the same guest read arriving many times at once', async () => {
    const id = await publishedProject(platform);
    const lists = jest.spyOn(ProjectRepository.prototype, 'listPublic');
    const details = jest.spyOn(ProjectRepository.prototype, 'findPublic');
    const list = await Promise.all(Array.from({ length: 20 }, () => call(app, 'GET', '/api/projects')));
    expect(list.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(list.map((answer) => answer.body)).size).toBe(1);
    expect(list.every((answer) => answer.headers['x-total-count'] === '1')).toBe(true);
    expect(lists).toHaveBeenCalledTimes(1);
    // A read that ends without an answer to keep lets the others go on: each answers for itself.
    const missing = await Promise.all(
      Array.from({ length: 5 }, () => call(app, 'GET', `/api/projects/${id + 1000}`)),
    );
    expect(missing.map((answer) => answer.statusCode)).toEqual(Array(5).fill(404));
    expect(details).toHaveBeenCalledTimes(5);
    lists.mockRestore();
    details.mockRestore();
  });

  it('lets a kept answer go after its few seconds', async () => {
    await app.close();
    let now = 1_000_000;
    app = await buildTestApp({ ADMIN_EMAIL, ADMIN_PASSWORD }, { answerCache: { now: () => now } });
    platform = await platformOn(app);
    const id = await publishedProject(platform);
    await call(app, 'GET', '/api/projects');
    await renameBehindTheApi(app, id, 'Later');
    expect(namesOf((await call(app, 'GET', '/api/projects')).body)).toEqual(['Hebron Glass']);
    now += 5_001;
    expect(namesOf((await call(app, 'GET', '/api/projects')).body)).toEqual(['Later']);
  });
});

// Two API processes (two apps) on one database and one Redis: a write through either drops what
// the other kept.
const withRedisServer = redisServerInstalled() ? describe : describe.skip;
if (!redisServerInstalled()) console.warn('cross-process answer cache test skipped: no redis-server');

withRedisServer('guests’ answers kept in Redis, shared by two API processes', () => {
  let redis: PrivateRedis;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  beforeEach(async () => {
    const database = await createTestDatabase();
    const env = { ADMIN_EMAIL, ADMIN_PASSWORD, REDIS_URL: redis.url };
    const answerCache = { keyPrefix: `rowad-test:${randomBytes(4).toString('hex')}:` };
    // The second app shares the first's database and leaves dropping it to the first.
    first = await buildTestAppOn(database, env, { answerCache });
    second = await buildTestAppOn({ ...database, drop: async () => {} }, env, { answerCache });
  });
  afterEach(async () => {
    await second?.close();
    await first?.close();
  });

  it('serves one process’s kept answer from the other, and drops it for both on a write in either', async () => {
    const platform = await platformOn(first);
    const id = await publishedProject(platform);
    const kept = await call(first, 'GET', '/api/projects');
    await renameBehindTheApi(first, id, 'Renamed quietly');
    // The second process never read it, yet answers the copy the first kept.
    const fromSecond = await call(second, 'GET', '/api/projects');
    expect(fromSecond.body).toBe(kept.body);
    expect(fromSecond.headers.etag).toBe(kept.headers.etag);

    // A comment through the second process drops the first's copy too.
    const comment = await call(second, 'POST', `/api/project/${id}/comment`, platform.visitor.token, {
      comment: 'Lovely glass',
      rate: 5,
    });
    expect(comment.statusCode).toBe(201);
    const after = await call(first, 'GET', '/api/projects');
    expect(namesOf(after.body)).toEqual(['Renamed quietly']);
    expect(JSON.parse(after.body)[0].rating.count).toBe(1);

    // A comment drops only its project's page: another's kept page is served by both.
    const other = await publishedProject(platform, 'Olive Wood');
    const otherPage = await call(second, 'GET', `/api/projects/${other}`);
    await renameBehindTheApi(first, other, 'Olive Wood renamed quietly');
    const commentId = comment.json<{ id: number }>().id;
    const edited = await call(first, 'PATCH', `/api/project/comment/${commentId}`, platform.visitor.token, {
      comment: 'Lovely glass',
      rate: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await call(second, 'GET', `/api/projects/${id}`)).json<{ rating: { average: number } }>().rating,
    ).toMatchObject({ average: 3 });
    expect((await call(first, 'GET', `/api/projects/${other}`)).body).toBe(otherPage.body);

    // And the other way round: a write through the first drops what the second kept.
    await call(second, 'GET', `/api/projects/${id}`);
    expect((await call(first, 'DELETE', `/api/my-projects/${id}`, platform.owner.token)).statusCode).toBe(
      204,
    );
    expect((await call(second, 'GET', `/api/projects/${id}`)).statusCode).toBe(404);
  });
});
