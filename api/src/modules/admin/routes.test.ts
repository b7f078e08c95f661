import type { FastifyInstance } from 'fastify';
import { encodeCursor } from '../../http/paging.js';
import type { SmtpListener } from '../../test-support/smtp-listener.js';
import { AuditRepository } from './audit-repository.js';
import {
  approveProject,
  caller,
  createEvent,
  makeAdmin,
  participate,
  sendContactMessage,
  signUp,
  startAdminApp,
  submitProject,
  type Account,
} from './test-admin.js';

interface Entry {
  id: number;
  admin: { id: number; firstName: string; lastName: string } | null;
  action: string;
  subjectType: string;
  subjectId: number;
  subjectName: string | null;
  reason: string | null;
  details: unknown;
  createdAt: string;
}

let app: FastifyInstance;
let smtp: SmtpListener;
let adminToken: string;
let adminId: number;
let call: ReturnType<typeof caller>;
let colleague: Account;
let colleagueToken: string;

beforeAll(async () => {
  ({ app, smtp, adminToken, adminId } = await startAdminApp());
  call = caller(app);
  colleague = await signUp(app, smtp, { role: 'user', firstName: 'Rana', lastName: 'Odeh' });
  colleagueToken = await makeAdmin(app, colleague);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const log = async (query = '') => {
  const response = await call('GET', `/api/admin/audit-log${query}`, adminToken);
  expect(response.statusCode).toBe(200);
  return { entries: response.json<Entry[]>(), total: Number(response.headers['x-total-count']), response };
};

describe('GET /api/admin/audit-log', () => {
  let published: number;
  let rejected: number;
  let event: { id: number; name: string };
  let participation: number;
  let disabled: Account;
  let message: number;
  let comment: number;

  beforeAll(async () => {
    const owner = await signUp(app, smtp, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' });
    // 1. A project approved: named by its public name.
    published = await submitProject(app, owner.token, 'Hebron Glass');
    await approveProject(app, adminToken, published);
    // 2. A new project rejected: it has no public name, so its newest version names it.
    rejected = await submitProject(app, owner.token, 'Nablus Soap');
    const queue = await call('GET', '/api/admin/review/projects?limit=100', adminToken);
    const revision = queue
      .json<{ projectId: number; revisionId: number }[]>()
      .find((item) => item.projectId === rejected)!.revisionId;
    await call('POST', `/api/admin/review/projects/${revision}/reject`, adminToken, { reason: 'Too vague' });
    // 3. An event created by the other admin, 4. a request to take part accepted.
    event = await createEvent(app, colleagueToken, 'Spring Bazaar');
    participation = await participate(app, owner.token, event.id);
    await call('POST', `/api/admin/participations/${participation}/accept`, adminToken, {});
    // 5. An account disabled by the other admin.
    disabled = await signUp(app, smtp, { role: 'investor', firstName: 'Sami', lastName: 'Nasser' });
    await call('POST', `/api/admin/users/${disabled.id}/disable`, colleagueToken, { reason: 'Spam' });
    // 6. A contact message handled.
    message = await sendContactMessage(app, 'Rami Khalil');
    await call('POST', `/api/admin/contact-messages/${message}/handled`, adminToken);
    // 7. A comment removed by an admin.
    const commenter = await signUp(app, smtp, { role: 'user' });
    const posted = await call('POST', `/api/project/${published}/comment`, commenter.token, {
      comment: 'Buy cheap watches',
      rate: 1,
    });
    comment = posted.json<{ id: number }>().id;
    expect((await call('DELETE', `/api/project/comment/${comment}`, adminToken)).statusCode).toBe(204);
  });

  it('lists each decision newest first, with the admin who made it and the name of its item', async () => {
    const { entries, total } = await log();
    expect(total).toBe(7);
    const admin = { id: adminId, firstName: expect.any(String), lastName: expect.any(String) };
    const rana = { id: colleague.id, firstName: 'Rana', lastName: 'Odeh' };
    expect(
      entries.map(({ admin: who, action, subjectType, subjectId, subjectName, reason }) => ({
        admin: who,
        action,
        subjectType,
        subjectId,
        subjectName,
        reason,
      })),
    ).toEqual([
      {
        admin,
        action: 'comment.deleted',
        subjectType: 'comment',
        subjectId: comment,
        subjectName: null,
        reason: null,
      },
      {
        admin,
        action: 'contact.handled',
        subjectType: 'contact',
        subjectId: message,
        subjectName: 'Rami Khalil',
        reason: null,
      },
      {
        admin: rana,
        action: 'user.disabled',
        subjectType: 'user',
        subjectId: disabled.id,
        subjectName: 'Sami Nasser',
        reason: 'Spam',
      },
      {
        admin,
        action: 'participation.accepted',
        subjectType: 'participation',
        subjectId: participation,
        subjectName: 'Spring Bazaar',
        reason: null,
      },
      {
        admin: rana,
        action: 'event.created',
        subjectType: 'event',
        subjectId: event.id,
        subjectName: 'Spring Bazaar',
        reason: null,
      },
      {
        admin,
        action: 'project.rejected',
        subjectType: 'project',
        subjectId: rejected,
        subjectName: 'Nablus Soap',
        reason: 'Too vague',
      },
      {
        admin,
        action: 'project.approved',
        subjectType: 'project',
        subjectId: published,
        subjectName: 'Hebron Glass',
        reason: null,
      },
    ]);
    expect(entries.at(-1)!.details).toMatchObject({ imageIds: [] });
    expect(entries[0]!.createdAt).toEqual(expect.any(String));
  });

  it('filters by kind of item and by admin, and counts only what the filters keep', async () => {
    const projects = await log('?kind=project');
    expect(projects.entries.map((entry) => entry.subjectId)).toEqual([rejected, published]);
    expect(projects.total).toBe(2);

    const hers = await log(`?adminId=${colleague.id}`);
    expect(hers.entries.map((entry) => entry.action)).toEqual(['user.disabled', 'event.created']);
    expect(hers.total).toBe(2);

    const both = await log(`?kind=event&adminId=${colleague.id}`);
    expect(both.entries.map((entry) => entry.action)).toEqual(['event.created']);
    expect(both.total).toBe(1);

    expect(await log(`?kind=event&adminId=${adminId}`)).toMatchObject({ entries: [], total: 0 });
    expect((await log('?kind=contact')).entries.map((entry) => entry.subjectName)).toEqual(['Rami Khalil']);
  });

  it('pages newest first with Link and X-Total-Count, keeping the filters', async () => {
    const first = await log('?kind=project&limit=1');
    expect(first.entries.map((entry) => entry.subjectId)).toEqual([rejected]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.response.headers.link))?.[1];
    expect(next).toContain('kind=project');
    const second = await call('GET', next!, adminToken);
    expect(second.json<Entry[]>().map((entry) => entry.subjectId)).toEqual([published]);
    expect(second.headers['x-total-count']).toBe('2');
    expect(second.headers.link).toBeUndefined();
  });

  it('names no item once it is gone, and no admin once that account is gone', async () => {
    const gone = await signUp(app, smtp, { role: 'user', firstName: 'Gone', lastName: 'Admin' });
    const goneToken = await makeAdmin(app, gone);
    const temporary = await createEvent(app, goneToken, 'Short-lived Fair');
    expect((await call('DELETE', `/api/admin/events/${temporary.id}`, goneToken)).statusCode).toBe(204);
    await app.db.deleteFrom('users').where('id', '=', gone.id).execute();

    const { entries } = await log('?kind=event&limit=2');
    expect(entries.map(({ admin, action, subjectName }) => ({ admin, action, subjectName }))).toEqual([
      { admin: null, action: 'event.deleted', subjectName: null },
      { admin: null, action: 'event.created', subjectName: null },
    ]);
    await new AuditRepository(app.db).record({
      adminId,
      action: 'project.approved',
      subjectType: 'project',
      subjectId: 987654,
    });
    expect((await log('?limit=1')).entries[0]).toMatchObject({ subjectId: 987654, subjectName: null });
  });

  it.each([
    ['?kind=planet', 'VALIDATION_FAILED'],
    ['?adminId=abc', 'VALIDATION_FAILED'],
    ['?adminId=0', 'VALIDATION_FAILED'],
    ['?adminId=1.5', 'VALIDATION_FAILED'],
    ['?adminId=99999999999', 'VALIDATION_FAILED'],
    ['?limit=101', 'VALIDATION_FAILED'],
    ['?cursor=nonsense', 'INVALID_CURSOR'],
    // A well-formed cursor past the id columns' range names nothing: refused, not a database error.
    [`?cursor=${encodeCursor(2 ** 40)}`, 'INVALID_CURSOR'],
  ])('answers %s with 400 %s', async (query, code) => {
    const response = await call('GET', `/api/admin/audit-log${query}`, adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('answers guests 401 and every other role 403', async () => {
    expect((await call('GET', '/api/admin/audit-log')).statusCode).toBe(401);
    for (const role of ['owner', 'investor', 'user']) {
      const { token } = await signUp(app, smtp, { role });
      const answer = await call('GET', '/api/admin/audit-log', token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('FORBIDDEN');
    }
  });
});
