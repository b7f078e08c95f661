import type { FastifyInstance } from 'fastify';
import { anAccount, bearer } from '../../test-support/accounts.js';
import { createProject } from '../community/test-projects.js';
import { moderationSuite, type ModerationWorld } from './moderation-suite.js';
import { commentOn, createEvent, reportBy, type Account } from './test-reports.js';

// Issue 31, part 3: the decisions that remove an item or its author, and a person's own data (issue 28).

const { world, asAdmin, decide, entryOf, auditActions, subjectsTo } = moderationSuite();
let app: FastifyInstance;
let admin: ModerationWorld['admin'];
let owner: Account;
let writer: Account;
let reporters: Account[];
beforeAll(() => ({ app, admin, owner, writer, reporters } = world));

describe('POST /api/admin/reports/{kind}/{id}/decision, removing', () => {
  it('delete: the comment, project or bazaar is gone through its own delete path, audited', async () => {
    const project = await createProject(app, owner.id, { name: 'Fake Gold' });
    const comment = await commentOn(app, writer.token, project, 'Buy my fake gold too');
    const event = await createEvent(app, 'Fake Bazaar');
    await reportBy(app, reporters.slice(0, 2), 'comment', comment, 'spam');
    await reportBy(app, reporters.slice(0, 1), 'event', event, 'scam');

    expect((await decide('comment', comment, { decision: 'delete' })).json()).toMatchObject({
      outcome: 'deleted',
      reportersTold: 2,
    });
    const gone = await app.db
      .selectFrom('comments')
      .select('id')
      .where('id', '=', comment)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    const log = (await asAdmin('GET', '/api/admin/audit-log?limit=100')).json<
      { action: string; subjectId: number }[]
    >();
    expect(log.filter((entry) => entry.subjectId === comment).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['report.deleted', 'comment.deleted']),
    );
    expect((await subjectsTo(reporters[1]!)).at(-1)).toBe('We removed the comment you reported');

    expect((await decide('event', event, { decision: 'delete' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/events/${event}` })).statusCode).toBe(404);
    expect((await subjectsTo(reporters[0]!)).at(-1)).toBe('We removed the bazaar you reported');

    await reportBy(app, reporters.slice(0, 1), 'project', project, 'scam');
    expect((await decide('project', project, { decision: 'delete' })).statusCode).toBe(200);
    expect(
      await app.db.selectFrom('projects').select('id').where('id', '=', project).executeTakeFirst(),
    ).toBeUndefined();
    // A deleted item leaves the queue.
    expect(await entryOf('project', project)).toBeUndefined();
  });

  it("disable-author: the author's account is disabled and the item stays hidden; not for a bazaar", async () => {
    const spammer = await anAccount(app, { role: 'user', firstName: 'Spam', lastName: 'Bot' });
    const project = await createProject(app, owner.id);
    const comment = await commentOn(app, spammer.token, project, 'Visit my shop for deals');
    await reportBy(app, reporters.slice(0, 1), 'comment', comment, 'spam');
    expect((await decide('comment', comment, { decision: 'disable-author' })).statusCode).toBe(400);

    const response = await decide('comment', comment, {
      decision: 'disable-author',
      reason: 'A spam account',
    });
    expect(response.json()).toMatchObject({ outcome: 'author-disabled', reportersTold: 1 });
    const account = await app.db
      .selectFrom('users')
      .select('state')
      .where('id', '=', spammer.id)
      .executeTakeFirst();
    expect(account?.state).toBe('disabled');
    expect(await entryOf('comment', comment)).toMatchObject({ state: 'hidden', hiddenBy: 'admin' });
    expect(await auditActions(comment)).toEqual(['report.author-disabled']);

    const event = await createEvent(app);
    await reportBy(app, reporters.slice(0, 1), 'event', event, 'spam');
    const bazaar = await decide('event', event, { decision: 'disable-author', reason: 'No author' });
    expect(bazaar.statusCode).toBe(409);
    expect(bazaar.json().code).toBe('REPORT_DECISION_NOT_APPLICABLE');
  });

  it('an admin does not disable their own account through a report (the user rules hold)', async () => {
    const project = await createProject(app, owner.id);
    const comment = await commentOn(app, admin.token, project, 'An admin speaking');
    await reportBy(app, reporters.slice(0, 1), 'comment', comment, 'abuse');
    const response = await decide('comment', comment, { decision: 'disable-author', reason: 'Myself' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CANNOT_DISABLE_SELF');
    expect(await entryOf('comment', comment)).toMatchObject({ openReports: 1, decision: null });
  });

  it("delete on an owner's profile disables the account: the profile leaves the owners' pages", async () => {
    const shady = await anAccount(app, { role: 'owner', firstName: 'Shady', lastName: 'Seller' });
    await reportBy(app, reporters.slice(0, 1), 'owner', shady.id, 'scam');
    const response = await decide('owner', shady.id, { decision: 'delete' });
    expect(response.json()).toMatchObject({ outcome: 'author-disabled' });
    expect(
      (await app.inject({ method: 'GET', url: `/api/owners/${shady.id}`, headers: bearer(writer.token) }))
        .statusCode,
    ).toBe(404);
    expect((await subjectsTo(reporters[0]!)).at(-1)).toBe('We removed the profile you reported');
  });
});

describe("a person's reports and their own data (issue 28)", () => {
  it("the export lists the reports one made; closing the author's account leaves no trace of them in the audit", async () => {
    const leaver = await anAccount(app, { role: 'user', firstName: 'Leila', lastName: 'Leaving' });
    const project = await createProject(app, owner.id);
    const comment = await commentOn(app, leaver.token, project, 'Words I will take back');
    await reportBy(app, reporters.slice(0, 1), 'comment', comment, 'abuse');
    await decide('comment', comment, { decision: 'hide', reason: 'Rude' });

    const exported = await app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: bearer(reporters[0]!.token),
    });
    expect(exported.json().reportsMade).toEqual(
      expect.arrayContaining([
        {
          kind: 'comment',
          itemId: comment,
          reason: 'abuse',
          details: null,
          createdAt: expect.any(String),
          decidedAt: expect.any(String),
        },
      ]),
    );

    const closed = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(leaver.token),
      payload: { currentPassword: leaver.password },
    });
    expect(closed.statusCode).toBe(200);
    const entry = await app.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_type', '=', 'report')
      .where('subject_id', '=', comment)
      .executeTakeFirstOrThrow();
    expect(entry.details).not.toContain('Leila');
    expect(entry.details).not.toContain('Words I will take back');
  });
});
