import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { imageJobs } from '../../images/image-jobs.js';
import { LIMITS } from '../../limits.js';
import { anAccount, bearer, logIn } from '../../test-support/accounts.js';
import { buildMultipart } from '../../test-support/multipart-body.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

const ADMIN_EMAIL = 'admin@example.ps';
const ADMIN_PASSWORD = 'admin-password-42';

// One mail listener for the file; each test gets an app, a database and accounts of its own
// (usePlatform), so no test sees what another left behind and any one runs alone.
let smtp: SmtpListener;
let app: FastifyInstance;
let dataDir: string;
type Account = Awaited<ReturnType<typeof anAccount>>;
let ownerA: Account;
let ownerB: Account;
let investor: Account;
let user: Account;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

/** A fresh platform for each test of the describe it is called in: the app, two owners, an investor, a user, the admin. */
function usePlatform(): void {
  beforeEach(async () => {
    app = await buildTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL, ADMIN_PASSWORD });
    dataDir = app.config.dataDir;
    [ownerA, ownerB, investor, user, adminToken] = await Promise.all([
      anAccount(app, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' }),
      anAccount(app, { role: 'owner', firstName: 'Basel', lastName: 'Qawasmi' }),
      anAccount(app, { role: 'investor', firstName: 'Sami' }),
      anAccount(app, { role: 'user', firstName: 'Lina' }),
      logIn(app, ADMIN_EMAIL, ADMIN_PASSWORD),
    ]);
  });
  afterEach(async () => {
    await app.close();
    smtp.clear();
  });
}

const auth = (token?: string) => (token ? { headers: bearer(token) } : {});
const get = (url: string, token?: string) => app.inject({ method: 'GET', url, ...auth(token) });
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) => app.inject({ method, url, ...auth(token), ...(payload ? { payload } : {}) });

const aProject = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hebron Glass',
  description: 'Glass blown by hand.',
  city: 'Hebron',
  street: 'Ein Sara',
  categories: ['glass', 'crafts'],
  contact: {
    email: 'glass@example.ps',
    website: 'https://glass.example.ps',
    whatsapp: '+970 59 123 4567',
    phones: ['+970 2 222 3333'],
    pages: [{ pageType: 'facebook', pageUrl: 'https://facebook.com/glass' }],
  },
  ...overrides,
});

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await send('POST', '/api/my-projects', token, aProject(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

interface QueueItem {
  projectId: number;
  revisionId: number;
  newImages: { id: number }[];
}

/** The queue item of a project as the admin loads it. */
async function reviewItemOf(projectId: number): Promise<QueueItem> {
  const queue = await get('/api/admin/review/projects?limit=100', adminToken);
  expect(queue.statusCode).toBe(200);
  const item = queue.json<QueueItem[]>().find((i) => i.projectId === projectId);
  if (!item) throw new Error(`no pending revision for project ${projectId}`);
  return item;
}

async function pendingRevisionOf(projectId: number): Promise<number> {
  return (await reviewItemOf(projectId)).revisionId;
}

/** The approval body for what the admin saw: the new images of the item. */
const approvalOf = (item: QueueItem, reason?: string) => ({
  imageIds: item.newImages.map((image) => image.id),
  ...(reason === undefined ? {} : { reason }),
});

async function approve(projectId: number): Promise<void> {
  const item = await reviewItemOf(projectId);
  const response = await send(
    'POST',
    `/api/admin/review/projects/${item.revisionId}/approve`,
    adminToken,
    approvalOf(item),
  );
  expect(response.statusCode).toBe(204);
}

async function png(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

async function upload(projectId: number, token: string, files: Buffer[], field = 'images') {
  const { body, contentType } = buildMultipart(
    files.map((data, i) => ({ name: field, filename: `photo-${i}.png`, contentType: 'image/png', data })),
  );
  return app.inject({
    method: 'POST',
    url: `/api/my-projects/${projectId}/images`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

const storedFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'projects'));
  } catch {
    return [];
  }
};

describe('permissions', () => {
  usePlatform();
  let projectId: number;
  let imageId: number;
  beforeEach(async () => {
    projectId = await create(ownerA.token);
    const uploaded = await upload(projectId, ownerA.token, [await png()]);
    expect(uploaded.statusCode).toBe(201);
    imageId = uploaded.json<{ id: number }[]>()[0]!.id;
  });

  const ownerCalls = () =>
    [
      ['GET', `/api/my-projects/${projectId}`, undefined],
      ['PATCH', `/api/my-projects/${projectId}`, aProject({ name: 'Hijacked' })],
      ['DELETE', `/api/my-projects/${projectId}/images`, { imageIds: [imageId] }],
      ['POST', `/api/my-projects/${projectId}/images/set-cover`, { imageId }],
      ['DELETE', `/api/my-projects/${projectId}`, undefined],
    ] as const;

  it('keeps owner calls from guests (401), users, investors and admins (403)', async () => {
    for (const [method, url, payload] of ownerCalls()) {
      expect((await app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      for (const token of [user.token, investor.token, adminToken]) {
        const response = await app.inject({
          method,
          url,
          headers: bearer(token),
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await send('POST', '/api/my-projects', undefined, aProject())).statusCode).toBe(401);
    expect((await send('POST', '/api/my-projects', investor.token, aProject())).statusCode).toBe(403);
    expect((await send('POST', '/api/my-projects', user.token, aProject())).statusCode).toBe(403);
    expect((await upload(projectId, investor.token, [await png()])).statusCode).toBe(403);
  });

  it("answers another owner 404 'Project not found' and changes nothing", async () => {
    for (const [method, url, payload] of ownerCalls()) {
      const response = await app.inject({
        method,
        url,
        headers: bearer(ownerB.token),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'PROJECT_NOT_FOUND', message: 'Project not found' });
    }
    expect((await upload(projectId, ownerB.token, [await png()])).statusCode).toBe(404);
    const mine = await get(`/api/my-projects/${projectId}`, ownerA.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ name: 'Hebron Glass', images: [{ id: imageId, isCover: true }] });
  });

  it('keeps the review calls to admins', async () => {
    const revisionId = await pendingRevisionOf(projectId);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/review/projects', undefined],
      ['POST', `/api/admin/review/projects/${revisionId}/approve`, {}],
      ['POST', `/api/admin/review/projects/${revisionId}/reject`, { reason: 'No' }],
    ] as const) {
      expect((await app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      for (const token of [user.token, investor.token, ownerA.token, ownerB.token]) {
        const response = await app.inject({
          method,
          url,
          headers: bearer(token),
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode).toBe(403);
      }
    }
  });

  it('lets anyone read public projects and signed-in users read owners', async () => {
    for (const token of [undefined, user.token, investor.token, ownerA.token, ownerB.token, adminToken]) {
      expect((await get('/api/projects', token)).statusCode).toBe(200);
      expect((await get('/api/app/projects', token)).statusCode).toBe(200);
      // Unpublished: not found for everyone, the owner and the admin included.
      expect((await get(`/api/projects/${projectId}`, token)).statusCode).toBe(404);
      expect((await get('/api/owners', token)).statusCode).toBe(token ? 200 : 401);
      expect((await get(`/api/owners/${ownerA.id}`, token)).statusCode).toBe(token ? 200 : 401);
    }
    // A bad token on a public call is ignored, not refused.
    expect((await get('/api/projects', 'not-a-token')).statusCode).toBe(200);
  });
});

describe('POST /api/admin/review/projects/:revisionId/approve', () => {
  usePlatform();
  const liveImageIds = async (id: number) =>
    (await get(`/api/my-projects/${id}`, ownerA.token))
      .json<{ images: { id: number; live: boolean }[] }>()
      .images.filter((image) => image.live)
      .map((image) => image.id);

  it('requires the ids of the new images the admin saw', async () => {
    const id = await create(ownerA.token, { name: 'Unseen Approval' });
    const revisionId = await pendingRevisionOf(id);
    const response = await send('POST', `/api/admin/review/projects/${revisionId}/approve`, adminToken, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'List the ids of the new images you reviewed (imageIds), an empty list if there are none.',
    });
    expect((await get(`/api/projects/${id}`)).statusCode).toBe(404);
  });

  it('refuses with 409 and publishes nothing when an image was added after the admin loaded the item', async () => {
    const id = await create(ownerA.token, { name: 'Late Picture' });
    expect((await upload(id, ownerA.token, [await png()])).statusCode).toBe(201);
    const seen = await reviewItemOf(id);
    expect(seen.newImages).toHaveLength(1);

    // The owner adds a picture while the admin is looking at the item.
    expect((await upload(id, ownerA.token, [await png(200, 200)])).statusCode).toBe(201);

    const response = await send(
      'POST',
      `/api/admin/review/projects/${seen.revisionId}/approve`,
      adminToken,
      approvalOf(seen),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'REVIEW_OUT_OF_DATE',
      message:
        'The images of this project changed after you loaded it. Reload the review queue and check it again.',
    });
    expect((await get(`/api/projects/${id}`)).statusCode).toBe(404);
    expect(await liveImageIds(id)).toEqual([]);
    // Rolled back with the decision: no mail tells the owner about an approval that did not happen.
    const approvalMails = () =>
      app.db
        .selectFrom('mail_outbox')
        .select('state')
        .where('subject', '=', 'Your project "Late Picture" is public')
        .execute();
    expect(await approvalMails()).toEqual([]);
    expect(
      (await get(`/api/my-projects/${id}`, ownerA.token)).json<{ review: { state: string } }>().review.state,
    ).toBe('pending');

    // Reloaded, the admin sees both and approves them.
    const reloaded = await reviewItemOf(id);
    expect(reloaded.revisionId).toBe(seen.revisionId);
    expect(reloaded.newImages).toHaveLength(2);
    await approve(id);
    expect((await get(`/api/projects/${id}`)).json().images).toHaveLength(2);
    expect(await approvalMails()).toHaveLength(1);
  });

  it('refuses with 409 when the ids name an image the admin could not have seen', async () => {
    const id = await create(ownerA.token, { name: 'Foreign Picture' });
    const other = await create(ownerB.token, { name: 'Other Picture' });
    const foreign = (await upload(other, ownerB.token, [await png()])).json<{ id: number }[]>()[0]!.id;
    const seen = await reviewItemOf(id);
    const response = await send('POST', `/api/admin/review/projects/${seen.revisionId}/approve`, adminToken, {
      imageIds: [foreign],
    });
    expect(response.statusCode).toBe(409);
    expect((await get(`/api/projects/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/my-projects/${other}`, ownerB.token)).json().images[0].live).toBe(false);
  });

  it('refuses with 409 and keeps the public copy when the owner sent a newer version', async () => {
    const id = await create(ownerA.token, { name: 'First Words' });
    await approve(id);
    await send('PATCH', `/api/my-projects/${id}`, ownerA.token, aProject({ name: 'Second Words' }));
    const seen = await reviewItemOf(id);
    await send('PATCH', `/api/my-projects/${id}`, ownerA.token, aProject({ name: 'Third Words' }));

    const response = await send(
      'POST',
      `/api/admin/review/projects/${seen.revisionId}/approve`,
      adminToken,
      approvalOf(seen),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'REVIEW_OUT_OF_DATE',
      message: 'The owner sent a newer version of this project. Reload the review queue and review that one.',
    });
    expect((await get(`/api/projects/${id}`)).json().name).toBe('First Words');
  });
});

describe('creation and review', () => {
  usePlatform();
  it('shows a new project only after an admin approves it, and e-mails the owner', async () => {
    const id = await create(ownerA.token, { name: 'Olive Soap' });
    const before = await get('/api/projects?limit=100');
    expect(before.json<{ id: number }[]>().map((p) => p.id)).not.toContain(id);
    expect((await get(`/api/my-projects/${id}`, ownerA.token)).json()).toMatchObject({
      status: 'draft',
      review: { state: 'pending', reason: null },
    });

    const queue = await get('/api/admin/review/projects?limit=100', adminToken);
    const item = queue.json<Record<string, unknown>[]>().find((i) => i['projectId'] === id);
    expect(item).toMatchObject({
      isNew: true,
      owner: { id: ownerA.id, user: { firstName: 'Amal', lastName: 'Tamimi' } },
      changes: { name: { before: null, after: 'Olive Soap' }, city: { before: null, after: 'Hebron' } },
    });

    await approve(id);
    const mail = await smtp.waitFor((m) => m.to.includes(ownerA.email) && m.subject.includes('Olive Soap'));
    expect(mail.subject).toContain('is public');

    const after = await get('/api/projects?limit=100');
    const listed = after.json<Record<string, unknown>[]>().find((p) => p['id'] === id);
    expect(listed).toMatchObject({
      name: 'Olive Soap',
      status: 'public',
      owner: { id: ownerA.id, user: { firstName: 'Amal', lastName: 'Tamimi' } },
      contact: { email: 'glass@example.ps', phones: ['+970 2 222 3333'] },
      rating: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
    expect((await get(`/api/projects/${id}`)).json()).toMatchObject({ id, name: 'Olive Soap' });
    expect((await get(`/api/my-projects/${id}`, ownerA.token)).json()).toMatchObject({
      status: 'public',
      review: { state: 'approved' },
    });
    const revisionAgain = await send(
      'POST',
      `/api/admin/review/projects/${(item as { revisionId: number }).revisionId}/approve`,
      adminToken,
      { imageIds: [] },
    );
    expect(revisionAgain.statusCode).toBe(409);
    expect(revisionAgain.json().message).toBe('This change has already been reviewed.');
  });

  it('keeps the approved copy public while an edit waits, then publishes the edit', async () => {
    const id = await create(ownerA.token, { name: 'Grape Molasses' });
    await approve(id);
    const edit = await send(
      'PATCH',
      `/api/my-projects/${id}`,
      ownerA.token,
      aProject({ name: 'Grape Dibs' }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Grape Dibs', status: 'public', review: { state: 'pending' } });
    expect((await get(`/api/projects/${id}`)).json().name).toBe('Grape Molasses');

    // A second edit replaces the first in the queue.
    await send(
      'PATCH',
      `/api/my-projects/${id}`,
      ownerA.token,
      aProject({ name: 'Grape Dibs', city: 'Halhul' }),
    );
    const queue = await get('/api/admin/review/projects?limit=100', adminToken);
    const items = queue
      .json<{ projectId: number; name: string; isNew: boolean; changes: object }[]>()
      .filter((i) => i.projectId === id);
    expect(items).toHaveLength(1);
    expect(items[0]!.isNew).toBe(false);
    expect(items[0]!.name).toBe('Grape Dibs');
    expect(items[0]!.changes).toEqual({
      name: { before: 'Grape Molasses', after: 'Grape Dibs' },
      city: { before: 'Hebron', after: 'Halhul' },
    });

    await approve(id);
    expect((await get(`/api/projects/${id}`)).json()).toMatchObject({ name: 'Grape Dibs', city: 'Halhul' });
  });

  it('rejects with a reason, e-mails it, and takes a resubmission', async () => {
    const id = await create(ownerA.token, { name: 'Keffiyeh Loom' });
    const revisionId = await pendingRevisionOf(id);
    const noReason = await send('POST', `/api/admin/review/projects/${revisionId}/reject`, adminToken, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Please give a reason.' });

    const rejected = await send('POST', `/api/admin/review/projects/${revisionId}/reject`, adminToken, {
      reason: 'Please add a real street.',
    });
    expect(rejected.statusCode).toBe(204);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(ownerA.email) && m.subject.includes('Keffiyeh Loom'),
    );
    expect(mail.text).toContain('Please add a real street.');
    expect((await get(`/api/my-projects/${id}`, ownerA.token)).json()).toMatchObject({
      status: 'draft',
      review: { state: 'rejected', reason: 'Please add a real street.' },
    });
    expect(
      (await send('POST', `/api/admin/review/projects/${revisionId}/approve`, adminToken, { imageIds: [] }))
        .statusCode,
    ).toBe(409);

    await send(
      'PATCH',
      `/api/my-projects/${id}`,
      ownerA.token,
      aProject({ name: 'Keffiyeh Loom', street: 'Wadi al-Tuffah' }),
    );
    expect((await get(`/api/my-projects/${id}`, ownerA.token)).json().review).toEqual({
      state: 'pending',
      reason: null,
    });
    await approve(id);
    expect((await get(`/api/projects/${id}`)).json().street).toBe('Wadi al-Tuffah');
  });

  it('rates a project from its comments: average to one decimal, count and count per star', async () => {
    const id = await create(ownerA.token, { name: 'Rated' });
    await approve(id);
    const now = new Date().toISOString();
    await app.db
      .insertInto('comments')
      .values(
        [5, 4, 4].map((rate, i) => ({
          project_id: id,
          user_id: [user.id, investor.id, ownerB.id][i]!,
          comment: 'Nice',
          rate,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await get(`/api/projects/${id}`)).json().rating).toEqual({
      average: 4.3,
      count: 3,
      stars: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
  });

  it('answers 404 for unknown or malformed ids, never 5xx', async () => {
    for (const url of [
      '/api/projects/999999',
      '/api/projects/abc',
      '/api/projects/99999999999',
      '/api/projects/-1',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
    expect((await send('POST', '/api/admin/review/projects/abc/approve', adminToken, {})).statusCode).toBe(
      404,
    );
    expect(
      (await send('POST', '/api/admin/review/projects/999999/approve', adminToken, { imageIds: [] }))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/owners/999999', user.token)).json()).toEqual({
      code: 'OWNER_NOT_FOUND',
      message: 'Owner profile not found',
    });
    expect((await get(`/api/owners/${investor.id}`, user.token)).statusCode).toBe(404);
  });
});

describe('validation', () => {
  usePlatform();
  it("answers the product's messages (docs/product.md §5) for missing fields", async () => {
    const response = await send('POST', '/api/my-projects', ownerA.token, {
      name: '  ',
      description: '',
      city: ' ',
      street: '',
      categories: [' ', ''],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Project name is required.',
      description: 'Description is required.',
      city: 'City is required.',
      street: 'Street is required.',
      categories: 'At least one category is required.',
    });
    const empty = await send('POST', '/api/my-projects', ownerA.token, {});
    expect(empty.statusCode).toBe(400);
  });

  it('refuses bad contact details with clear messages, never 5xx', async () => {
    const response = await send(
      'POST',
      '/api/my-projects',
      ownerA.token,
      aProject({
        contact: {
          email: 'not-an-email',
          website: 'javascript:alert(1)',
          whatsapp: 'call me',
          phones: ['12'],
          pages: [{ pageType: 'myspace', pageUrl: 'ftp://x' }],
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'contact.email': 'Please enter a valid contact e-mail.',
      'contact.website': 'The website must be an http:// or https:// address.',
      'contact.whatsapp': 'Please enter a valid WhatsApp number.',
      'contact.phones.0': 'Please enter a valid phone number.',
    });
    for (const body of [[], 'x', { name: 5, categories: 'glass' }, { ...aProject(), contact: 'x' }]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/my-projects',
        headers: { ...bearer(ownerA.token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(answer.statusCode).toBe(400);
    }
  });
});

describe('images', () => {
  usePlatform();
  it('makes the first image the cover and keeps new images private until approval', async () => {
    const id = await create(ownerB.token, { name: 'Pottery Yard' });
    const first = await upload(id, ownerB.token, [await png(), await png(300, 300)]);
    expect(first.statusCode).toBe(201);
    const [a, b] = first.json<{ id: number; isCover: boolean; live: boolean; variants: unknown[] }[]>();
    expect(a).toMatchObject({ isCover: true, live: false });
    expect(b).toMatchObject({ isCover: false, live: false });
    expect(a!.variants.length).toBeGreaterThan(0);

    await approve(id);
    expect((await get(`/api/projects/${id}`)).json().images.map((i: { id: number }) => i.id)).toEqual([
      a!.id,
      b!.id,
    ]);

    // Added to a public project: the owner sees it, the public does not, and it goes to review.
    const later = await upload(id, ownerB.token, [await png()]);
    const c = later.json<{ id: number }[]>()[0]!;
    expect((await get(`/api/projects/${id}`)).json().images).toHaveLength(2);
    expect((await get(`/api/my-projects/${id}`, ownerB.token)).json().images).toHaveLength(3);
    const queue = await get('/api/admin/review/projects?limit=100', adminToken);
    const item = queue
      .json<{ projectId: number; newImages: { id: number }[] }[]>()
      .find((i) => i.projectId === id);
    expect(item?.newImages.map((i) => i.id)).toEqual([c.id]);
    await approve(id);
    expect((await get(`/api/projects/${id}`)).json().images).toHaveLength(3);

    // Set cover and delete act at once; deleting the cover promotes the oldest remaining.
    expect(
      (await send('POST', `/api/my-projects/${id}/images/set-cover`, ownerB.token, { imageId: c.id }))
        .statusCode,
    ).toBe(204);
    expect((await get(`/api/projects/${id}`)).json().images[0]).toMatchObject({ id: c.id, isCover: true });
    const filesBefore = storedFiles().length;
    expect(
      (await send('DELETE', `/api/my-projects/${id}/images`, ownerB.token, { imageIds: [c.id] })).statusCode,
    ).toBe(204);
    expect(storedFiles().length).toBeLessThan(filesBefore);
    const images = (await get(`/api/projects/${id}`)).json().images as { id: number; isCover: boolean }[];
    expect(images).toEqual([
      expect.objectContaining({ id: a!.id, isCover: true }),
      expect.objectContaining({ id: b!.id, isCover: false }),
    ]);
    // Someone else's image id in the list is ignored.
    expect(
      (await send('POST', `/api/my-projects/${id}/images/set-cover`, ownerB.token, { imageId: 999999 }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses non-images, oversized and too many files, storing nothing', async () => {
    const id = await create(ownerB.token, { name: 'Refusals' });
    const before = storedFiles().length;
    const notImage = await upload(id, ownerB.token, [await png(), Buffer.from('<svg onload="x"></svg>')]);
    expect(notImage.statusCode).toBe(400);
    const huge = await upload(id, ownerB.token, [Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    expect(huge.statusCode).toBe(413);
    const image = await png(50, 50);
    const tooMany = await upload(
      id,
      ownerB.token,
      Array.from({ length: 11 }, () => image),
    );
    expect(tooMany.statusCode).toBe(400);
    const wrongField = await upload(id, ownerB.token, [image], 'photo');
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await send('POST', `/api/my-projects/${id}/images`, ownerB.token, { images: [] });
    expect(notMultipart.statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
    expect((await get(`/api/my-projects/${id}`, ownerB.token)).json().images).toEqual([]);

    // 30 per project: three uploads of ten fill it, the next is refused.
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await upload(
            id,
            ownerB.token,
            Array.from({ length: 10 }, () => image),
          )
        ).statusCode,
      ).toBe(201);
    }
    const full = await upload(id, ownerB.token, [image]);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe('A project can have at most 30 images.');

    // Deleting the project removes its files too.
    const withFiles = storedFiles().length;
    expect((await send('DELETE', `/api/my-projects/${id}`, ownerB.token)).statusCode).toBe(204);
    expect(storedFiles().length).toBe(withFiles - 30 * 1);
    expect((await get(`/api/my-projects/${id}`, ownerB.token)).statusCode).toBe(404);
  });

  it('answers bad image-call bodies with 400', async () => {
    const id = await create(ownerB.token, { name: 'Bodies' });
    for (const payload of [{}, { imageIds: 'x' }, { imageIds: [] }, { imageIds: ['a'] }]) {
      expect((await send('DELETE', `/api/my-projects/${id}/images`, ownerB.token, payload)).statusCode).toBe(
        400,
      );
    }
    for (const payload of [{}, { imageId: 'x' }, { imageId: 1.5 }]) {
      expect(
        (await send('POST', `/api/my-projects/${id}/images/set-cover`, ownerB.token, payload)).statusCode,
      ).toBe(400);
    }
  });
});

describe('limits', () => {
  usePlatform();
  it('refuses a project beyond the limit per owner with 409, storing nothing', async () => {
    const owner = await anAccount(app, { role: 'owner', firstName: 'Many' });
    for (let i = 0; i < LIMITS.projectsPerOwner; i += 1) await create(owner.token, { name: `Shop ${i}` });
    const response = await send('POST', '/api/my-projects', owner.token, aProject({ name: 'One too many' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PROJECT_LIMIT_REACHED',
      message: `You can have at most ${LIMITS.projectsPerOwner} projects. Delete one to add another.`,
    });
    const stored = await app.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('owner_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(LIMITS.projectsPerOwner);
  });

  it('answers 503 with Retry-After while the image queue is full, and takes the upload once it drains', async () => {
    const id = await create(ownerB.token, { name: 'Busy Day' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { concurrent, queued } = LIMITS.imageJobs;
    const fillers = Array.from({ length: concurrent + queued }, () => imageJobs.run(() => held));

    const busy = await upload(id, ownerB.token, [await png()]);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(LIMITS.imageJobs.retryAfterSeconds));
    expect(busy.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is busy processing images. Please try again in a few seconds.',
    });
    expect((await get(`/api/my-projects/${id}`, ownerB.token)).json().images).toEqual([]);

    release();
    await Promise.all(fillers);
    expect((await upload(id, ownerB.token, [await png()])).statusCode).toBe(201);
  });
});

describe('lists', () => {
  let app2: FastifyInstance;
  let owner: Account;
  let admin2: string;
  const names = ['Olive Oil Press', 'OLIVE wood', 'Soap Works', 'مَطْبَخ أُم علي', 'مطبخ الأم', 'Sage Tea'];
  const categoriesOf: Record<string, string[]> = {
    'Olive Oil Press': ['Food', 'Olive oil'],
    'OLIVE wood': ['Crafts'],
    'Soap Works': ['crafts', 'Soap'],
    'مَطْبَخ أُم علي': ['مَأكولات', 'FOOD'],
    'مطبخ الأم': ['مأكولات'],
    'Sage Tea': ['food', 'Drinks'],
  };

  // Six public projects and a draft of one owner, and a second owner: a platform of the describe's
  // own, which its tests only read (the owner search, which writes, has its own below).
  beforeAll(async () => {
    app2 = await buildTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL, ADMIN_PASSWORD });
    owner = await anAccount(app2, { role: 'owner', firstName: 'Huda', lastName: 'Jaabari' });
    await anAccount(app2, { role: 'owner', firstName: 'Omar', lastName: 'Sharif' });
    admin2 = await logIn(app2, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const name of names) {
      const created = await app2.inject({
        method: 'POST',
        url: '/api/my-projects',
        headers: bearer(owner.token),
        payload: aProject({ name, categories: categoriesOf[name] }),
      });
      expect(created.statusCode).toBe(201);
    }
    // One left unpublished.
    await app2.inject({
      method: 'POST',
      url: '/api/my-projects',
      headers: bearer(owner.token),
      payload: aProject({ name: 'Olive Secret', categories: ['Food'] }),
    });
    const queue = await app2.inject({
      method: 'GET',
      url: '/api/admin/review/projects?limit=2',
      headers: bearer(admin2),
    });
    expect(queue.headers['x-total-count']).toBe('7');
    expect(queue.headers.link).toMatch(/rel="next"/);
    const all = await app2.inject({
      method: 'GET',
      url: '/api/admin/review/projects?limit=100',
      headers: bearer(admin2),
    });
    const items = all.json<{ revisionId: number; changes: { name: { after: string } } }[]>();
    // Oldest first.
    expect(items.map((i) => i.changes.name.after)).toEqual([...names, 'Olive Secret']);
    for (const item of items.slice(0, names.length)) {
      const approved = await app2.inject({
        method: 'POST',
        url: `/api/admin/review/projects/${item.revisionId}/approve`,
        headers: bearer(admin2),
        payload: { imageIds: [] },
      });
      expect(approved.statusCode).toBe(204);
    }
  });
  afterAll(async () => {
    await app2.close();
  });

  const list = async (url: string, token?: string) => {
    const response = await app2.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('walks every public project once with limit and cursor, newest first', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/api/projects?limit=4';
    let pages = 0;
    while (url) {
      const response = await list(url);
      expect(response.headers['x-total-count']).toBe(String(names.length));
      seen.push(...response.json<{ name: string }[]>().map((p) => p.name));
      const link = response.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual([...names].reverse());
  });

  it('filters by name: case-insensitive, Arabic with or without diacritics', async () => {
    const namesOf = async (q: string) =>
      (await list(`/api/app/projects?q=${encodeURIComponent(q)}`))
        .json<{ name: string }[]>()
        .map((p) => p.name);
    expect(await namesOf('olive')).toEqual(['OLIVE wood', 'Olive Oil Press']);
    expect(await namesOf('مطبخ ام')).toEqual(['مَطْبَخ أُم علي']);
    expect(await namesOf('مَطْبَخ')).toEqual(['مطبخ الأم', 'مَطْبَخ أُم علي']);
    expect(await namesOf('100%')).toEqual([]);
    expect((await app2.inject({ method: 'GET', url: '/api/projects?limit=0' })).statusCode).toBe(400);
    expect((await app2.inject({ method: 'GET', url: '/api/projects?cursor=zzz' })).statusCode).toBe(400);
  });

  it('filters by a whole category, compared as the search compares names', async () => {
    const namesOf = async (query: string) =>
      (await list(`/api/projects?${query}`)).json<{ name: string }[]>().map((p) => p.name);
    expect(await namesOf('category=food')).toEqual(['Sage Tea', 'مَطْبَخ أُم علي', 'Olive Oil Press']);
    expect(await namesOf(`category=${encodeURIComponent('  FOOD ')}`)).toEqual([
      'Sage Tea',
      'مَطْبَخ أُم علي',
      'Olive Oil Press',
    ]);
    expect(await namesOf('category=foo')).toEqual([]);
    expect(await namesOf('category=olive')).toEqual([]);
    expect(await namesOf(`category=${encodeURIComponent('olive OIL')}`)).toEqual(['Olive Oil Press']);
    expect(await namesOf(`category=${encodeURIComponent('ماكولات')}`)).toEqual(['مطبخ الأم', 'مَطْبَخ أُم علي']);
    expect(await namesOf('category=')).toEqual([...names].reverse());
    expect(await namesOf('category=crafts&q=OLIVE')).toEqual(['OLIVE wood']);
    expect(await namesOf('category=%25')).toEqual([]);
    expect(
      (await app2.inject({ method: 'GET', url: `/api/projects?category=${'x'.repeat(41)}` })).json(),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The category must be at most 40 characters',
      errors: { category: 'The category must be at most 40 characters' },
    });
  });

  it('pages through a category with its own total, the Link keeping the filter', async () => {
    const first = await list('/api/app/projects?category=Food&limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json<{ name: string }[]>().map((p) => p.name)).toEqual(['Sage Tea', 'مَطْبَخ أُم علي']);
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.link as string)?.[1];
    expect(next).toMatch(/^\/api\/app\/projects\?category=Food&limit=2&cursor=/);
    const second = await list(next!);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.json<{ name: string }[]>().map((p) => p.name)).toEqual(['Olive Oil Press']);
    expect(second.headers.link).toBeUndefined();
    // Each filter has its own cached total.
    expect((await list('/api/projects?category=crafts')).headers['x-total-count']).toBe('2');
    expect((await list('/api/projects?category=crafts&q=soap')).headers['x-total-count']).toBe('1');
    expect((await list('/api/projects')).headers['x-total-count']).toBe(String(names.length));
  });

  it('lists owners without e-mails, searchable by full name, with their public projects', async () => {
    const response = await list('/api/owners?q=huda%20JAA', owner.token);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toEqual([
      {
        id: owner.id,
        photo: null,
        bio: expect.any(String),
        address: expect.any(String),
        user: { firstName: 'Huda', lastName: 'Jaabari' },
      },
    ]);
    expect((await list('/api/owners?limit=1', owner.token)).headers.link).toMatch(/rel="next"/);
    const profile = (await list(`/api/owners/${owner.id}`, owner.token)).json();
    expect(profile).not.toHaveProperty('user.email');
    expect(profile.projects.map((p: { name: string }) => p.name)).toEqual([...names].reverse());
  });

  it("fills GET /owner/me with the owner's projects in every state", async () => {
    const me = await list('/api/owner/me', owner.token);
    const projects = me.json().projects as { name: string; status: string; review: { state: string } }[];
    expect(projects).toHaveLength(names.length + 1);
    expect(projects[0]).toMatchObject({
      name: 'Olive Secret',
      status: 'draft',
      review: { state: 'pending' },
    });
    expect(projects[1]).toMatchObject({ status: 'public', review: { state: 'approved' } });
  });
});

describe('owner search', () => {
  let app2: FastifyInstance;
  let owner: Account;
  beforeEach(async () => {
    app2 = await buildTestApp({ SMTP_URL: smtp.url });
    owner = await anAccount(app2, { role: 'owner', firstName: 'Huda', lastName: 'Jaabari' });
  });
  afterEach(() => app2.close());

  const list = async (url: string, token?: string) => {
    const response = await app2.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('searches owners by their names folded as project names are: Arabic spellings and case aside', async () => {
    const arabic = await anAccount(app2, { role: 'owner', firstName: 'أحمد', lastName: 'الجعبري' });
    const latin = await anAccount(app2, { role: 'owner', firstName: 'Ahmad', lastName: 'Qawasmi' });
    const found = async (q: string) => {
      const response = await list(`/api/owners?q=${encodeURIComponent(q)}&limit=100`, owner.token);
      expect(response.statusCode).toBe(200);
      return response.json<{ id: number }[]>().map((item) => item.id);
    };
    expect(await found('احمد')).toEqual([arabic.id]);
    expect(await found('أَحْمَد الجعبرى')).toEqual([arabic.id]);
    expect(await found('qawasmi')).toEqual([latin.id]);
    expect(await found('  AHMAD   qawasmi ')).toEqual([latin.id]);

    // A new name is what the search finds from then on.
    const renamed = await app2.inject({
      method: 'PATCH',
      url: '/api/owner',
      headers: bearer(latin.token),
      payload: {
        firstName: 'Ahmad',
        lastName: 'النتشة',
        email: latin.email,
        bio: 'Glass',
        birthDate: '1990-04-12',
        address: 'Hebron',
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('qawasmi')).toEqual([]);
    expect(await found('النتشه')).toEqual([latin.id]);
  });
});
