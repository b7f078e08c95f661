import type { FastifyInstance } from 'fastify';
import type { SmtpListener } from '../../test-support/smtp-listener.js';
import {
  approveProject,
  caller,
  createEvent,
  editProject,
  participate,
  sendContactMessage,
  signUp,
  startAdminApp,
  submitProject,
  type Account,
} from './test-admin.js';

let app: FastifyInstance;
let smtp: SmtpListener;
let adminToken: string;
let owner: Account;

beforeAll(async () => {
  ({ app, smtp, adminToken } = await startAdminApp());
  owner = await signUp(app, smtp, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const summary = async () => {
  const response = await caller(app)('GET', '/api/admin/summary', adminToken);
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, number>>();
};
const totalOf = async (url: string) =>
  Number((await caller(app)('GET', url, adminToken)).headers['x-total-count']);

describe('GET /api/admin/summary', () => {
  it('counts nothing on an empty platform', async () => {
    expect(await summary()).toEqual({
      newProjects: 0,
      projectEdits: 0,
      participationRequests: 0,
      contactMessages: 0,
      failedMails: 0,
      openReports: 0,
    });
  });

  it('counts what each queue lists: new projects and edits add up to the review queue', async () => {
    const published = await submitProject(app, owner.token, 'Hebron Glass');
    await approveProject(app, adminToken, published);
    await submitProject(app, owner.token, 'Nablus Soap');
    await submitProject(app, owner.token, 'Olive Wood');
    // An edit of a public project, edited twice: one pending version, the newest.
    await editProject(app, owner.token, published, 'Hebron Glass House');
    await editProject(app, owner.token, published, 'Hebron Glass Workshop');

    const event = await createEvent(app, adminToken);
    const second = await signUp(app, smtp, { role: 'owner' });
    await participate(app, owner.token, event.id);
    const decided = await participate(app, second.token, event.id);
    const accepted = await caller(app)('POST', `/api/admin/participations/${decided}/accept`, adminToken, {});
    expect(accepted.statusCode).toBe(200);
    const other = await createEvent(app, adminToken);
    await participate(app, second.token, other.id);

    const handled = await sendContactMessage(app, 'Rami Khalil');
    await sendContactMessage(app, 'Hiba Saleh');
    expect(
      (await caller(app)('POST', `/api/admin/contact-messages/${handled}/handled`, adminToken)).statusCode,
    ).toBe(200);

    const counts = await summary();
    expect(counts).toEqual({
      newProjects: 2,
      projectEdits: 1,
      participationRequests: 2,
      contactMessages: 1,
      failedMails: 0,
      openReports: 0,
    });
    expect(counts['newProjects']! + counts['projectEdits']!).toBe(
      await totalOf('/api/admin/review/projects'),
    );
    expect(counts['participationRequests']).toBe(await totalOf('/api/admin/review/participations'));
    expect(counts['contactMessages']).toBe(await totalOf('/api/admin/contact-messages'));
  });

  it('counts the mails given up, as the failed mails list does', async () => {
    const now = new Date().toISOString();
    await app.db
      .insertInto('mail_outbox')
      .values({
        message_id: '<given-up@rowad.test>',
        to: 'amal@example.ps',
        subject: 'Your project is public',
        text: 'Hello',
        html: null,
        reply_to: null,
        state: 'failed',
        attempts: 10,
        next_attempt_at: now,
        locked_until: null,
        last_error: '421 Service not available',
        created_at: now,
        sent_at: null,
      })
      .execute();
    expect((await summary())['failedMails']).toBe(1);
    expect(await totalOf('/api/admin/mail/failed')).toBe(1);
  });

  it('answers guests 401 and every other role 403', async () => {
    expect((await caller(app)('GET', '/api/admin/summary')).statusCode).toBe(401);
    for (const role of ['owner', 'investor', 'user']) {
      const account = role === 'owner' ? owner : await signUp(app, smtp, { role });
      const response = await caller(app)('GET', '/api/admin/summary', account.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });
});
