import type { ReportedItem } from '@rowad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test-support/accounts.js';
import { createProject } from '../community/test-projects.js';
import { moderationSuite } from './moderation-suite.js';
import { commentOn, mailsTo, reportBy, type Account } from './test-reports.js';

// Issue 31, part 3: the moderation queue and the admin's decisions, each audited and told to the reporters.

const { world, asAdmin, decide, queue, entryOf, auditActions, subjectsTo } = moderationSuite();
let app: FastifyInstance;
let owner: Account;
let writer: Account;
let reporters: Account[];
beforeAll(() => ({ app, owner, writer, reporters } = world));

describe('GET /api/admin/reports', () => {
  it('lists reported items with their reports grouped, the newest report first, open ones by default', async () => {
    const project = await createProject(app, owner.id, { name: 'Miracle Oil' });
    await reportBy(app, reporters, 'project', project, 'scam');
    // The project is hidden now: the comment is on another, public project.
    const other = await createProject(app, owner.id, { name: 'Olive Wood' });
    const onOther = await commentOn(app, writer.token, other, 'Fools, all of you');
    await reportBy(app, reporters.slice(0, 1), 'comment', onOther, 'abuse');

    const { items, headers } = await queue('?limit=100');
    const [first, second] = items;
    expect(first).toMatchObject({
      kind: 'comment',
      id: onOther,
      item: { title: 'Olive Wood', text: 'Fools, all of you', link: `/project/${other}` },
      author: { id: writer.id, name: 'Kareem Writer' },
      state: 'open',
      hiddenBy: null,
      reportCount: 1,
      openReports: 1,
      decision: null,
      reports: [{ reason: 'abuse', details: null, reporter: { id: reporters[0]!.id, name: 'Reporter No1' } }],
    });
    expect(second).toMatchObject({
      kind: 'project',
      id: project,
      item: { title: 'Miracle Oil', link: `/project/${project}` },
      author: { id: owner.id, name: 'Amal Tamimi' },
      state: 'hidden',
      hiddenBy: 'reports',
      hiddenReason: 'scam or false information',
      reportCount: 3,
      openReports: 3,
    });
    // Newest reason first.
    expect(second?.reports.map((entry) => entry.reporter?.name)).toEqual([
      'Reporter No3',
      'Reporter No2',
      'Reporter No1',
    ]);
    expect(headers['x-total-count']).toBe('2');
    const summary = (await asAdmin('GET', '/api/admin/summary')).json<{ openReports: number }>();
    expect(summary.openReports).toBe(2);

    const paged = await queue('?limit=1');
    expect(paged.items.map((item) => item.id)).toEqual([onOther]);
    const next = /<([^>]+)>; rel="next"/.exec(String(paged.headers['link']))?.[1];
    expect((await asAdmin('GET', next!)).json<ReportedItem[]>().map((item) => item.id)).toEqual([project]);
    expect((await queue('?kind=project')).items.map((item) => item.id)).toEqual([project]);
  });

  it('is for admins only', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      headers: bearer(writer.token),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/reports/{kind}/{id}/decision', () => {
  it('dismiss: public again, reports closed, audited, each reporter told "kept" in their language', async () => {
    const project = await createProject(app, owner.id, { name: 'Honest Honey' });
    await reportBy(app, reporters, 'project', project, 'spam');
    expect((await app.inject({ method: 'GET', url: `/api/projects/${project}` })).statusCode).toBe(404);

    const response = await decide('project', project, { decision: 'dismiss' });
    expect(response.json()).toEqual({
      kind: 'project',
      id: project,
      decision: 'dismiss',
      outcome: 'visible',
      reportersTold: 3,
    });
    expect((await app.inject({ method: 'GET', url: `/api/projects/${project}` })).statusCode).toBe(200);
    expect(
      (await queue('?limit=100')).items.some((item) => item.id === project && item.kind === 'project'),
    ).toBe(false);
    expect(await entryOf('project', project)).toMatchObject({
      state: 'open',
      openReports: 0,
      decision: { decision: 'dismiss', reason: null },
    });
    expect(await auditActions(project)).toEqual(['report.dismissed']);
    const log = (await asAdmin('GET', '/api/admin/audit-log?kind=report&limit=100')).json<
      { subjectId: number; subjectName: string | null; details: { kind: string } }[]
    >();
    expect(log.find((entry) => entry.subjectId === project)).toMatchObject({
      subjectName: 'Honest Honey',
      details: { kind: 'project' },
    });
    expect((await subjectsTo(reporters[0]!)).at(-1)).toBe(
      'We looked at the project you reported and kept it',
    );
    expect((await subjectsTo(reporters[2]!)).at(-1)).toBe('راجعنا المشروع الذي أبلغت عنه وأبقيناه');

    const again = await decide('project', project, { decision: 'hide', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REPORTS_ALREADY_DECIDED');
  });

  it('hide: needs a reason, hides the item, mails the author the reason and the reporters "removed"', async () => {
    const project = await createProject(app, owner.id, { name: 'Calm Pottery' });
    const comment = await commentOn(app, writer.token, project, 'Insulting the potter');
    await reportBy(app, reporters.slice(0, 1), 'comment', comment, 'abuse');

    const bare = await decide('comment', comment, { decision: 'hide' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ reason: 'Please give a reason.' });

    const response = await decide('comment', comment, { decision: 'hide', reason: 'Insults another member' });
    expect(response.json()).toMatchObject({ outcome: 'hidden', reportersTold: 1 });
    const list = await app.inject({ method: 'GET', url: `/api/project/${project}/comments` });
    expect(list.body).not.toContain('Insulting the potter');
    const told = (await mailsTo(app, writer.email)).at(-1);
    expect(told?.subject).toBe('We hid your comment on "Calm Pottery"');
    expect(told?.text).toContain('Reason: Insults another member');
    expect((await subjectsTo(reporters[0]!)).at(-1)).toBe('We removed the comment you reported');
    expect(await entryOf('comment', comment)).toMatchObject({ state: 'hidden', hiddenBy: 'admin' });
    expect(await auditActions(comment)).toEqual(['report.hidden']);
  });

  it('answers 404 REPORT_TARGET_NOT_FOUND for an item that does not exist or a kind that is none', async () => {
    for (const [kind, id] of [
      ['comment', 999_999],
      ['user', 1],
    ] as const) {
      const missing = await decide(kind, id, { decision: 'dismiss' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('REPORT_TARGET_NOT_FOUND');
    }
  });
});
