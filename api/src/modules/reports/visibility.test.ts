import type { FastifyInstance } from 'fastify';
import { createFakeWebRoot, type FakeWebRoot } from '../../test-support/fake-web-root.js';
import { anAccount, bearer } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { createProject } from '../community/test-projects.js';
import { accounts, commentOn, createEvent, reportBy, type Account } from './test-reports.js';

// Issue 31: an item hidden by three reports is gone from everything a guest (or another user) reads:
// lists, pages, search, sitemap, counts, ratings and the server-drawn pages; its author still sees it.

let webRoot: FakeWebRoot;
let app: FastifyInstance;
let owner: Account;
let commenter: Account;
let viewer: Account;
const ids = { project: 0, shownProject: 0, comment: 0, event: 0 };

const PROJECT = 'Zebra Soap Workshop';
const SHOWN = 'Quiet Olive Press';
const COMMENT = 'Buy cheap followers now';
const EVENT = 'Xylophone Night Bazaar';
const OWNER = { firstName: 'Wadee', lastName: 'Hidden' };

beforeAll(async () => {
  webRoot = await createFakeWebRoot();
  app = await buildTestApp({
    WEB_ROOT: webRoot.dir,
    MAIL_WORKER: 'off',
    PUBLIC_URL: 'https://rowad.example',
  });
  owner = await anAccount(app, { role: 'owner', ...OWNER });
  commenter = await anAccount(app, { role: 'user', firstName: 'Kareem', lastName: 'Writer' });
  viewer = await anAccount(app, { role: 'investor', firstName: 'Vera', lastName: 'Viewer' });
  ids.project = await createProject(app, owner.id, { name: PROJECT });
  ids.shownProject = await createProject(app, owner.id, { name: SHOWN });
  ids.comment = await commentOn(app, commenter.token, ids.shownProject, COMMENT);
  await commentOn(app, viewer.token, ids.shownProject, 'Lovely soap, five stars', 5);
  ids.event = await createEvent(app, EVENT);

  // Every guest path first answers with the items (and fills the guests' cache), then three
  // accounts report each item: hidden at once, the cache dropped.
  expect(await guestSeesAll()).toBe(true);
  const reporters = await accounts(app, 3);
  await reportBy(app, reporters, 'project', ids.project);
  await reportBy(app, reporters, 'comment', ids.comment, 'abuse');
  await reportBy(app, reporters, 'event', ids.event, 'scam');
  await reportBy(app, reporters, 'owner', owner.id, 'inappropriate');
}, 30_000);

afterAll(async () => {
  await app.close();
  await webRoot.remove();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(token ? bearer(token) : {}) } });

async function guestSeesAll(): Promise<boolean> {
  const projects = await get('/api/projects?limit=100');
  return projects.body.includes(PROJECT) && (await get('/api/events?limit=100')).body.includes(EVENT);
}

describe('a hidden project', () => {
  it('is in no list, search, owner page or sitemap, and its page and comments answer 404', async () => {
    for (const url of ['/api/projects?limit=100', '/api/app/projects?limit=100', `/api/projects?q=zebra`]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect({ url, body: response.body.includes(PROJECT) }).toEqual({ url, body: false });
    }
    expect((await get('/api/projects?limit=100')).body).toContain(SHOWN);
    expect((await get('/api/projects?q=zebra')).headers['x-total-count']).toBe('0');
    expect((await get(`/api/projects/${ids.project}`)).statusCode).toBe(404);
    expect((await get(`/api/project/${ids.project}/comments`)).statusCode).toBe(404);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`/project/${ids.project}<`);
    expect(sitemap).toContain(`/project/${ids.shownProject}<`);
  });

  it('is not drawn by the server: its page is a 404, the lists and home do not carry it', async () => {
    const page = await get(`/project/${ids.project}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(PROJECT);
    for (const url of ['/', '/allprojects', '/allprojects?q=zebra']) {
      expect({ url, drawn: (await get(url)).body.includes(PROJECT) }).toEqual({ url, drawn: false });
    }
  });

  it('cannot be commented on or reported any more', async () => {
    const comment = await app.inject({
      method: 'POST',
      url: `/api/project/${ids.project}/comment`,
      headers: bearer(viewer.token),
      payload: { comment: 'Still here?', rate: 3 },
    });
    expect(comment.statusCode).toBe(404);
    const again = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(viewer.token),
      payload: { kind: 'project', id: ids.project, reason: 'spam' },
    });
    expect(again.json()).toMatchObject({ code: 'REPORT_TARGET_NOT_FOUND' });
  });

  it('is still its owner’s, marked hidden with the reason', async () => {
    const mine = await get(`/api/my-projects/${ids.project}`, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ name: PROJECT, hidden: true, hiddenReason: 'spam' });
    const me = (await get('/api/owner/me', owner.token)).json<{
      projects: { id: number; hidden?: true }[];
    }>();
    expect(me.projects.find((project) => project.id === ids.project)?.hidden).toBe(true);
    expect(me.projects.find((project) => project.id === ids.shownProject)?.hidden).toBeUndefined();
  });
});

describe('a hidden comment', () => {
  it('is out of the comments, their count and the rating, for guests and other users', async () => {
    for (const token of [undefined, viewer.token, owner.token]) {
      const response = await get(`/api/project/${ids.shownProject}/comments`, token);
      expect(response.body).not.toContain(COMMENT);
      expect(response.headers['x-total-count']).toBe('1');
    }
    const project = (await get(`/api/projects/${ids.shownProject}`)).json<{ rating: unknown }>();
    // Only the viewer's five stars count: the hidden comment's one star is out.
    expect(project.rating).toEqual({ average: 5, count: 1, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    const listed = (await get(`/api/projects?q=quiet`)).json<{ rating: { count: number } }[]>();
    expect(listed[0]?.rating.count).toBe(1);
    expect((await get(`/project/${ids.shownProject}`)).body).not.toContain(COMMENT);
  });

  it('is still listed for its author, marked hidden with the reason', async () => {
    const response = await get(`/api/project/${ids.shownProject}/comments`, commenter.token);
    const mine = response.json<{ id: number; hidden?: true; hiddenReason?: string }[]>();
    expect(mine.find((comment) => comment.id === ids.comment)).toMatchObject({
      comment: COMMENT,
      hidden: true,
      hiddenReason: 'abuse or harassment',
    });
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('a token that is not valid reads the comments as a guest', async () => {
    const response = await get(`/api/project/${ids.shownProject}/comments`, 'not-a-token');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(COMMENT);
  });
});

describe('a hidden bazaar', () => {
  it('is in no list, search or sitemap; its page, calendar and drawn page answer 404', async () => {
    for (const url of ['/api/events?limit=100', '/api/app/events?limit=100', '/api/events?q=xylophone']) {
      expect({ url, listed: (await get(url)).body.includes(EVENT) }).toEqual({ url, listed: false });
    }
    expect((await get('/api/events?q=xylophone')).headers['x-total-count']).toBe('0');
    for (const url of [
      `/api/events/${ids.event}`,
      `/api/events/${ids.event}/calendar.ics`,
      `/event/${ids.event}`,
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await get('/sitemap.xml')).body).not.toContain(`/event/${ids.event}<`);
    for (const url of ['/', '/allevents']) {
      expect({ url, drawn: (await get(url)).body.includes(EVENT) }).toEqual({ url, drawn: false });
    }
  });

  it('takes no requests to take part', async () => {
    const taking = await app.inject({
      method: 'POST',
      url: `/api/events/${ids.event}/participate`,
      headers: bearer(owner.token),
      payload: {},
    });
    expect(taking.statusCode).toBe(404);
  });
});

describe("a hidden owner's profile", () => {
  it('is out of the owners list and search, and its page answers 404, to every other user', async () => {
    for (const url of ['/api/owners?limit=100', '/api/owners?q=wadee']) {
      const response = await get(url, viewer.token);
      expect({ url, listed: response.body.includes(OWNER.lastName) }).toEqual({ url, listed: false });
    }
    expect((await get(`/api/owners/${owner.id}`, viewer.token)).statusCode).toBe(404);
    // Their projects are items of their own: the one nobody reported stays public.
    expect((await get(`/api/projects/${ids.shownProject}`)).statusCode).toBe(200);
  });

  it('is still its owner’s, marked hidden', async () => {
    const me = await get('/api/owner/me', owner.token);
    expect(me.json()).toMatchObject({ hidden: true, hiddenReason: 'inappropriate content' });
  });
});
