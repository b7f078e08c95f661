import {
  COMMENTS_PER_HOUR_MAX,
  NEW_ACCOUNT_COMMENT_MAX,
  REPORT_ERROR_MESSAGES,
  textOf,
} from '@rowad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { anAccount, bearer } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { hasLink } from '../community/comment-limits.js';
import { createProject } from '../community/test-projects.js';
import { commentOn, type Account } from './test-reports.js';

// Issue 31, part 4: new accounts are slowed down; every account has an hourly limit; a repeated
// comment is refused. Each refusal has its code, and its text in both languages.

let app: FastifyInstance;
let owner: Account;

beforeAll(async () => {
  app = await buildTestApp({ MAIL_WORKER: 'off', NEW_ACCOUNT_HOURS: '24' });
  owner = await anAccount(app, { role: 'owner' });
}, 20_000);
afterAll(async () => {
  await app.close();
});

const post = (token: string, projectId: number, comment: string) =>
  app.inject({
    method: 'POST',
    url: `/api/project/${projectId}/comment`,
    headers: bearer(token),
    payload: { comment, rate: 4 },
  });

/** An account as old as `hours`. */
async function accountAged(hours: number): Promise<Account> {
  const account = await anAccount(app, { role: 'user' });
  const createdAt = new Date(Date.now() - hours * 3_600_000).toISOString();
  await app.db.updateTable('users').set({ created_at: createdAt }).where('id', '=', account.id).execute();
  return account;
}

const projects = (n: number) => Promise.all(Array.from({ length: n }, () => createProject(app, owner.id)));

describe('a new account (younger than NEW_ACCOUNT_HOURS)', () => {
  it(`writes at most ${NEW_ACCOUNT_COMMENT_MAX} comments, then 429 NEW_ACCOUNT_COMMENT_LIMIT`, async () => {
    const newcomer = await accountAged(1);
    const targets = await projects(NEW_ACCOUNT_COMMENT_MAX + 1);
    for (const [i, project] of targets.slice(0, -1).entries())
      await commentOn(app, newcomer.token, project, `Nice ${i}`);
    const refused = await post(newcomer.token, targets.at(-1)!, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'NEW_ACCOUNT_COMMENT_LIMIT',
      message: `New accounts can write at most ${NEW_ACCOUNT_COMMENT_MAX} comments in their first 24 hours. Please try again later.`,
    });
  });

  it(`is held to ${NEW_ACCOUNT_COMMENT_MAX} comments when it sends many at once`, async () => {
    const newcomer = await accountAged(1);
    const targets = await projects(NEW_ACCOUNT_COMMENT_MAX + 3);
    const answers = await Promise.all(
      targets.map((project, i) => post(newcomer.token, project, `All at once ${i}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array<number>(NEW_ACCOUNT_COMMENT_MAX).fill(201),
      429,
      429,
      429,
    ]);
    const written = await app.db
      .selectFrom('comments')
      .select('id')
      .where('user_id', '=', newcomer.id)
      .execute();
    expect(written).toHaveLength(NEW_ACCOUNT_COMMENT_MAX);
  });

  it('may not put a link in a comment, nor edit one in: 400 NEW_ACCOUNT_NO_LINKS on the comment', async () => {
    const newcomer = await accountAged(2);
    const [first, second] = await projects(2);
    for (const text of [
      'See https://cheap.example/deal',
      'www.deals.ps has more',
      'Visit deals.example today',
    ]) {
      const refused = await post(newcomer.token, first!, text);
      expect({ text, status: refused.statusCode }).toEqual({ text, status: 400 });
      expect(refused.json()).toEqual({
        code: 'NEW_ACCOUNT_NO_LINKS',
        message: 'New accounts cannot put links in comments yet.',
        errors: { comment: 'New accounts cannot put links in comments yet.' },
      });
    }
    const id = await commentOn(
      app,
      newcomer.token,
      second!,
      'Lovely work, e.g. the blue vase at 3.5 shekels.',
    );
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/project/comment/${id}`,
      headers: bearer(newcomer.token),
      payload: { comment: 'Now see http://spam.example', rate: 4 },
    });
    expect(edit.json().code).toBe('NEW_ACCOUNT_NO_LINKS');
  });

  it('is no longer new after NEW_ACCOUNT_HOURS: links and more comments are fine', async () => {
    const regular = await accountAged(25);
    const targets = await projects(NEW_ACCOUNT_COMMENT_MAX + 1);
    for (const [i, project] of targets.entries()) {
      expect((await post(regular.token, project, `See https://rowad.example/${i}`)).statusCode).toBe(201);
    }
  });
});

describe('every account', () => {
  it(`writes at most ${COMMENTS_PER_HOUR_MAX} comments in a rolling hour: 429 COMMENT_HOURLY_LIMIT`, async () => {
    const busy = await accountAged(100);
    const targets = await projects(COMMENTS_PER_HOUR_MAX + 1);
    // Comments of an hour and more ago do not count: the first is written "61 minutes ago".
    const early = await commentOn(app, busy.token, targets[0]!, 'Early bird');
    const longAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await app.db.updateTable('comments').set({ created_at: longAgo }).where('id', '=', early).execute();
    for (const [i, project] of targets.slice(1).entries())
      await commentOn(app, busy.token, project, `Thought ${i}`);
    const refused = await post(busy.token, await createProject(app, owner.id), 'And another');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'COMMENT_HOURLY_LIMIT',
      message: `You can write at most ${COMMENTS_PER_HOUR_MAX} comments an hour. Please try again later.`,
    });
  });

  it('may not repeat a comment (trimmed, any case) on any project within a day: 409 DUPLICATE_COMMENT', async () => {
    const repeater = await accountAged(100);
    const [first, second, third] = await projects(3);
    await commentOn(app, repeater.token, first!, 'Great prices here');
    const refused = await post(repeater.token, second!, '  GREAT   prices here ');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'DUPLICATE_COMMENT',
      message: 'You have already written this comment.',
    });
    expect((await post(repeater.token, third!, 'Great prices here, and kind people')).statusCode).toBe(201);
  });
});

describe('the refusals', () => {
  it.each([
    'NEW_ACCOUNT_COMMENT_LIMIT',
    'NEW_ACCOUNT_NO_LINKS',
    'COMMENT_HOURLY_LIMIT',
    'DUPLICATE_COMMENT',
  ] as const)('%s has its Arabic text beside the English', (code) => {
    expect(textOf(REPORT_ERROR_MESSAGES[code], 'ar', { hours: 24 })).toMatch(/[\u0621-\u064A]/);
  });

  it('find links as documented, and leave plain sentences alone', () => {
    for (const text of [
      'http://a.b',
      'https://x.ps',
      'go to www.x.com',
      'shop.example',
      'x@evil.ps',
      'a．cn',
    ]) {
      expect({ text, link: hasLink(text) }).toEqual({ text, link: true });
    }
    for (const text of [
      'Great work. Thanks',
      'e.g. this',
      'It costs 3.5 shekels',
      'Note: lovely',
      'رائع. شكرًا',
    ]) {
      expect({ text, link: hasLink(text) }).toEqual({ text, link: false });
    }
  });
});
