import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { anAccount, bearer, clientAddress, registration } from '../../test-support/accounts.js';
import { buildMultipart } from '../../test-support/multipart-body.js';
import type { SmtpListener } from '../../test-support/smtp-listener.js';
import {
  approveProject,
  caller,
  createEvent,
  editProject,
  makeAdmin,
  participate,
  startAdminApp,
  submitProject,
  type Account,
} from '../admin/test-admin.js';
import { DELETED_ACCOUNT_DETAILS } from './repository.js';

// Issue 28, builds 2 and 3: a person takes their data away, and closes their account.
let app: FastifyInstance;
let smtp: SmtpListener;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  ({ app, smtp, adminToken, adminId } = await startAdminApp());
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(app)(...args);

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

async function uploadPicture(projectId: number, token: string): Promise<void> {
  const { body, contentType } = buildMultipart([
    { name: 'images', filename: 'shop.png', contentType: 'image/png', data: await png() },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/my-projects/${projectId}/images`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  if (response.statusCode >= 300) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
}

async function comment(token: string, projectId: number, text: string, rate: number): Promise<number> {
  const response = await call('POST', `/api/project/${projectId}/comment`, token, { comment: text, rate });
  if (response.statusCode !== 201)
    throw new Error(`comment answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function requestInformation(investorToken: string, ownerId: number): Promise<void> {
  const response = await call('POST', '/api/owner/request-information', investorToken, { ownerId });
  if (response.statusCode >= 300)
    throw new Error(`request answered ${response.statusCode}: ${response.body}`);
}

/** Every kind of data an owner can have: projects (approved and pending), a picture, comments, requests. */
async function busyOwner() {
  const owner = await anAccount(app, { role: 'owner', bio: 'Olive wood carved in Beit Sahour.' });
  const other = await anAccount(app, { role: 'owner', bio: 'OTHER-OWNER-BIO marker' });
  const investor = await anAccount(app, { role: 'investor' });
  const first = await submitProject(app, owner.token, 'Olive wood workshop');
  await uploadPicture(first, owner.token);
  await approveProject(app, adminToken, first);
  await editProject(app, owner.token, first, 'Olive wood workshop and shop');
  const second = await submitProject(app, owner.token, 'Carving classes');
  const othersProject = await submitProject(app, other.token, 'Other glass');
  await approveProject(app, adminToken, othersProject);
  await comment(owner.token, othersProject, 'Beautiful glass', 4);
  // Someone else's comment (an owner does not rate their own project, so not `other`'s).
  const member = await anAccount(app, { role: 'user' });
  await comment(member.token, othersProject, 'OTHER-OWNER-COMMENT marker', 5);
  await comment(investor.token, first, 'Worth a visit', 5);
  // A comment an admin removed: its audit entry names the owner only inside its details.
  const thirdProject = await submitProject(app, other.token, 'Other ceramics');
  await approveProject(app, adminToken, thirdProject);
  const removed = await comment(owner.token, thirdProject, 'Buy my olive wood instead', 1);
  const deleted = await call('DELETE', `/api/project/comment/${removed}`, adminToken);
  if (deleted.statusCode !== 204) throw new Error(`delete answered ${deleted.statusCode}: ${deleted.body}`);
  const event = await createEvent(app, adminToken);
  await participate(app, owner.token, event.id);
  await requestInformation(investor.token, owner.id);
  return {
    owner,
    other,
    investor,
    projects: [first, second],
    othersProject,
    eventId: event.id,
    removedComment: removed,
  };
}

const exportOf = (token: string) => call('GET', '/api/users/me/export', token);
const closeAccount = (token: string, payload: unknown) =>
  app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: bearer(token),
    payload: payload as object,
    remoteAddress: clientAddress(),
  });

/** Rows of `table` whose `column` is `id`. */
const rowsOf = (
  table: 'users' | 'owner_profiles' | 'sessions' | 'one_time_tokens',
  column: 'id' | 'user_id',
  id: number,
) =>
  // One table at a time: the cast only spares a union of four tables' column types.
  app.db
    .selectFrom(table as 'sessions')
    .selectAll()
    .where(column as 'user_id', '=', id)
    .execute();

const storedPictureNames = async () => {
  const names: string[] = [];
  for await (const picture of app.storage.list()) names.push(picture.name);
  return names;
};

describe('GET /api/users/me/export', () => {
  it("answers a busy owner's every kind of data as an attachment, and nothing of another user's", async () => {
    const { owner, investor, projects, othersProject, eventId, removedComment } = await busyOwner();

    const response = await exportOf(owner.token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="rowad-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email, role: 'owner' });
    expect(data.profile).toMatchObject({ bio: 'Olive wood carved in Beit Sahour.', photoUrl: null });
    expect(data.projects.map((project: { id: number }) => project.id)).toEqual(projects);
    const [first, second] = data.projects;
    expect(first.revisions.map((revision: { state: string }) => revision.state)).toEqual([
      'approved',
      'pending',
    ]);
    expect(first.revisions[1].data).toMatchObject({ name: 'Olive wood workshop and shop' });
    expect(first.pictures).toHaveLength(1);
    expect(first.pictures[0]).toMatchObject({ url: expect.stringMatching(/\.webp$/), live: true });
    expect(second.revisions).toHaveLength(1);
    expect(data.comments).toEqual([
      expect.objectContaining({ projectId: othersProject, comment: 'Beautiful glass', rating: 4 }),
    ]);
    expect(data.participationRequests).toEqual([expect.objectContaining({ eventId, status: 'pending' })]);
    expect(data.informationRequests).toEqual({
      sent: [],
      received: [expect.objectContaining({ investor: expect.objectContaining({ id: investor.id }) })],
    });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.auditEntries).toEqual([
      expect.objectContaining({ action: 'project.approved', subjectType: 'project', subjectId: projects[0] }),
      expect.objectContaining({
        action: 'comment.deleted',
        subjectType: 'comment',
        subjectId: removedComment,
      }),
    ]);
    // Without the admin who decided: that is the admin's record, not the person's.
    expect(Object.keys(data.auditEntries[0]).sort()).toEqual([
      'action',
      'createdAt',
      'reason',
      'subjectId',
      'subjectType',
    ]);
    // Another owner's profile and comment, the stored hash and the sessions' ids never appear.
    expect(response.body).not.toContain('OTHER-OWNER');
    expect(response.body).not.toMatch(/argon2|password/i);
    const sessionIds = (await rowsOf('sessions', 'user_id', owner.id)).map((row) => row.id);
    for (const id of sessionIds) expect(response.body).not.toContain(id);
  });

  it("answers an investor's sent requests with the owner's name", async () => {
    const { owner, investor } = await busyOwner();

    const data = (await exportOf(investor.token)).json();

    expect(data.profile).not.toBeNull();
    expect(data.informationRequests.sent).toEqual([
      expect.objectContaining({ owner: { id: owner.id, firstName: 'Amal', lastName: 'Tamimi' } }),
    ]);
    expect(data.comments).toEqual([expect.objectContaining({ comment: 'Worth a visit', rating: 5 })]);
  });

  it('refuses a guest', async () => {
    expect((await call('GET', '/api/users/me/export')).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses a wrong password with its code and removes nothing', async () => {
    const owner = await anAccount(app, { role: 'owner' });

    const response = await closeAccount(owner.token, { currentPassword: 'not-my-password' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      errors: { currentPassword: 'The current password is incorrect.' },
    });
    expect(await rowsOf('users', 'id', owner.id)).toHaveLength(1);
    expect((await exportOf(owner.token)).statusCode).toBe(200);
  });

  it('refuses a missing password as a validation failure', async () => {
    const owner = await anAccount(app, { role: 'owner' });

    const response = await closeAccount(owner.token, {});

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("removes the owner's data and pictures, keeps admins' entries reduced, ends sessions and mails a goodbye", async () => {
    const { owner, investor, projects, othersProject, removedComment } = await busyOwner();
    const picturesBefore = await storedPictureNames();
    const ownPictures = await app.db
      .selectFrom('project_images')
      .select('storage_key')
      .where('project_id', 'in', projects)
      .execute();
    expect(ownPictures).toHaveLength(1);
    const auditAbout = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'project')
      .where('subject_id', '=', projects[0]!)
      .execute();
    expect(auditAbout).toHaveLength(1);
    smtp.clear();

    const response = await closeAccount(owner.token, { currentPassword: owner.password });

    expect(response.statusCode).toBe(200);
    expect(await rowsOf('users', 'id', owner.id)).toEqual([]);
    expect(await rowsOf('owner_profiles', 'user_id', owner.id)).toEqual([]);
    expect(await rowsOf('sessions', 'user_id', owner.id)).toEqual([]);
    expect(await rowsOf('one_time_tokens', 'user_id', owner.id)).toEqual([]);
    expect(
      await app.db.selectFrom('projects').selectAll().where('owner_id', '=', owner.id).execute(),
    ).toEqual([]);
    for (const table of ['project_revisions', 'project_images'] as const) {
      expect(
        await app.db.selectFrom(table).selectAll().where('project_id', 'in', projects).execute(),
      ).toEqual([]);
    }
    // The owner's comment on another's project, and the investor's comment on the owner's.
    expect(await app.db.selectFrom('comments').selectAll().where('user_id', '=', owner.id).execute()).toEqual(
      [],
    );
    expect(
      await app.db.selectFrom('comments').selectAll().where('project_id', '=', projects[0]!).execute(),
    ).toEqual([]);
    expect(
      await app.db.selectFrom('participations').selectAll().where('owner_id', '=', owner.id).execute(),
    ).toEqual([]);
    expect(
      await app.db.selectFrom('info_requests').selectAll().where('owner_id', '=', owner.id).execute(),
    ).toEqual([]);
    // Others' data stays: their project and their comment on it, the investor's account.
    expect(
      await app.db.selectFrom('comments').selectAll().where('project_id', '=', othersProject).execute(),
    ).toHaveLength(1);
    expect(await rowsOf('users', 'id', investor.id)).toHaveLength(1);
    // The admin's decision is kept, its details reduced to "a deleted account".
    const kept = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', auditAbout[0]!.id)
      .execute();
    expect(kept).toEqual([{ ...auditAbout[0], details: DELETED_ACCOUNT_DETAILS }]);
    // The removed comment's entry keeps its action and admin, loses its text and author.
    const commentEntry = await app.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id', 'details'])
      .where('subject_type', '=', 'comment')
      .where('subject_id', '=', removedComment)
      .executeTakeFirstOrThrow();
    expect(commentEntry).toEqual({
      action: 'comment.deleted',
      admin_id: adminId,
      details: DELETED_ACCOUNT_DETAILS,
    });
    // The pictures' files went after the commit.
    const picturesAfter = await storedPictureNames();
    expect(picturesAfter.filter((name) => name.startsWith(ownPictures[0]!.storage_key))).toEqual([]);
    expect(picturesBefore.some((name) => name.startsWith(ownPictures[0]!.storage_key))).toBe(true);
    // The old token is refused at once.
    const refused = await exportOf(owner.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESSION_ENDED' });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(owner.email) && m.subject === 'Your Rowad account was closed',
    );
    expect(mail.text).toContain('You can register again with this address');
  });

  it('sends the goodbye in Arabic to an Arabic reader', async () => {
    const payload = registration({ role: 'investor' });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ar' },
      payload,
      remoteAddress: clientAddress(),
    });
    expect(registered.statusCode).toBe(201);
    await app.db.updateTable('users').set({ state: 'active' }).where('email', '=', payload.email).execute();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    smtp.clear();

    const closed = await closeAccount(login.json<{ token: string }>().token, {
      currentPassword: payload.password,
    });

    expect(closed.statusCode).toBe(200);
    // The activation mail may still be on its way: the goodbye is found by its subject.
    const mail = await smtp.waitFor(
      (m) => m.to.includes(payload.email as string) && m.subject === 'تم إغلاق حسابك في رواد',
    );
    expect(mail.text).toContain('يمكنك التسجيل من جديد');
  });

  it('lets the e-mail register again', async () => {
    const owner = await anAccount(app, { role: 'owner' });
    expect((await closeAccount(owner.token, { currentPassword: owner.password })).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ email: owner.email }),
      remoteAddress: clientAddress(),
    });

    expect(again.statusCode).toBe(201);
  });

  it('refuses the last active admin with its code, and lets an admin close while another stays', async () => {
    const lastAdmin = await closeAccount(adminToken, { currentPassword: 'admin-pass-1' });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json()).toMatchObject({
      code: 'LAST_ACTIVE_ADMIN',
      message: 'The last active admin account cannot be closed.',
    });
    expect(await rowsOf('users', 'id', adminId)).toHaveLength(1);

    // A second admin decides about a project, then closes their account: the decision stays,
    // made by "a deleted account".
    const second: Account = await anAccount(app, { role: 'owner' });
    const secondToken = await makeAdmin(app, second);
    const owner = await anAccount(app, { role: 'owner' });
    const project = await submitProject(app, owner.token, 'Embroidery');
    const revisionId = await approveProject(app, secondToken, project);

    expect((await closeAccount(secondToken, { currentPassword: second.password })).statusCode).toBe(200);

    const entry = await app.db
      .selectFrom('audit_log')
      .select(['admin_id', 'action'])
      .where('subject_type', '=', 'project')
      .where('subject_id', '=', project)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ admin_id: null, action: 'project.approved' });
    const revision = await app.db
      .selectFrom('project_revisions')
      .select(['decided_by', 'state'])
      .where('id', '=', revisionId)
      .executeTakeFirstOrThrow();
    expect(revision).toEqual({ decided_by: null, state: 'approved' });
  });
});

describe('DELETE /api/users/me: two admins closing at once', () => {
  it('leaves one of them active, round after round, on both databases', async () => {
    // The survivor of the tests above is the only active admin: each round adds one more.
    const survivor = { token: adminToken, password: 'admin-pass-1' };
    for (let round = 1; round <= 3; round += 1) {
      const newcomer: Account = await anAccount(app, { role: 'owner' });
      const newcomerToken = await makeAdmin(app, newcomer);

      const answers = await Promise.all([
        closeAccount(survivor.token, { currentPassword: survivor.password }),
        closeAccount(newcomerToken, { currentPassword: newcomer.password }),
      ]);

      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const active = await app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('state', '=', 'active')
        .execute();
      expect(active, `round ${round}`).toHaveLength(1);
      if (answers[0]!.statusCode === 200) {
        survivor.token = newcomerToken;
        survivor.password = newcomer.password;
      }
    }
  });
});
