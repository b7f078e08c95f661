import type { FastifyInstance } from 'fastify';
import { bearer, logIn, signUp } from '../../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { createProject } from './test-projects.js';

// By code, not by class: a SqliteError may come from another test file's realm (better-sqlite3's
// native part keeps the first error constructor it was given), where instanceof Error fails.
const UNIQUE_VIOLATION = expect.stringMatching(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/);

type Who = 'guest' | 'user' | 'ownerA' | 'ownerB' | 'investor' | 'admin';

let smtp: SmtpListener;
let app: FastifyInstance;
const tokens = {} as Record<Exclude<Who, 'guest'>, string>;
const ids = {} as Record<Exclude<Who, 'guest'>, number>;
let publicProject: number;
let draftProject: number;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: 'moderator@rowad.ps',
    ADMIN_PASSWORD: 'moderator-pass-1',
  });
  const accounts = {
    user: await signUp(app, smtp, { role: 'user', firstName: 'Yara', lastName: 'Qawasmi' }),
    ownerA: await signUp(app, smtp, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' }),
    ownerB: await signUp(app, smtp, { role: 'owner', firstName: 'Basel', lastName: 'Jabari' }),
    investor: await signUp(app, smtp, { role: 'investor', firstName: 'Sami', lastName: 'Nasser' }),
  };
  for (const [who, account] of Object.entries(accounts)) {
    tokens[who as keyof typeof accounts] = account.token;
    ids[who as keyof typeof accounts] = account.id;
  }
  tokens.admin = await logIn(app, 'moderator@rowad.ps', 'moderator-pass-1');
  ids.admin = (
    await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'moderator@rowad.ps')
      .executeTakeFirstOrThrow()
  ).id;
  publicProject = await createProject(app, ids.ownerB);
  draftProject = await createProject(app, ids.ownerB, { published: false });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) {
  return app.inject({
    method,
    url,
    ...(who === 'guest' ? {} : { headers: bearer(tokens[who]) }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const list = async (projectId = publicProject) => {
  const response = await call('GET', `/api/project/${projectId}/comments`, 'guest');
  expect(response.statusCode).toBe(200);
  return response.json<Array<{ id: number; userId: number; comment: string; rate: number }>>();
};

/** The project each comment made by commentBy is on. */
const projectOf = new Map<number, number>();

/**
 * A comment by `who`, straight through the API, on the project given or else on a fresh public
 * project (one rating per user and project: a shared project would refuse a second one).
 */
let written = 0;

// Each default text is new: the same text twice in a day is refused (DUPLICATE_COMMENT, issue 31).
async function commentBy(
  who: Exclude<Who, 'guest'>,
  text = `Beautiful work, number ${++written}`,
  projectId?: number,
) {
  const project = projectId ?? (await createProject(app, ids.ownerB));
  const response = await call('POST', `/api/project/${project}/comment`, who, { comment: text, rate: 4 });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ id: number }>().id;
  projectOf.set(id, project);
  return id;
}

const everyone: Who[] = ['guest', 'user', 'ownerA', 'ownerB', 'investor', 'admin'];

describe('permissions', () => {
  it.each(everyone)('GET /api/project/{id}/comments answers 200 for %s', async (who) => {
    expect((await call('GET', `/api/project/${publicProject}/comments`, who)).statusCode).toBe(200);
  });

  it.each([
    ['guest', 401],
    ['user', 201],
    ['ownerA', 201],
    // The project is owner B's: an owner does not rate their own project.
    ['ownerB', 409],
    ['investor', 201],
    ['admin', 201],
  ] as const)('POST /api/project/{id}/comment answers %s with %d', async (who, status) => {
    const response = await call('POST', `/api/project/${publicProject}/comment`, who, {
      comment: `Said by ${who}`,
    });
    expect(response.statusCode).toBe(status);
    const texts = (await list()).map((comment) => comment.comment);
    expect(texts.includes(`Said by ${who}`)).toBe(status === 201);
  });

  it.each([
    ['guest', 401],
    ['user', 403],
    ['ownerA', 200],
    ['ownerB', 403],
    ['investor', 403],
    ['admin', 403],
  ] as const)(
    "PATCH /api/project/comment/{id} on owner A's comment answers %s with %d",
    async (who, status) => {
      const original = `Original words for ${who}`;
      const id = await commentBy('ownerA', original);
      const response = await call('PATCH', `/api/project/comment/${id}`, who, {
        comment: `Edited by ${who}`,
        rate: 2,
      });
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json().message).toBe('You can only edit your own comments.');
      const stored = (await list(projectOf.get(id))).find((comment) => comment.id === id);
      expect(stored?.comment).toBe(status === 200 ? `Edited by ${who}` : original);
    },
  );

  it.each([
    ['guest', 401],
    ['user', 403],
    ['ownerA', 204],
    ['ownerB', 403],
    ['investor', 403],
    ['admin', 204],
  ] as const)(
    "DELETE /api/project/comment/{id} on owner A's comment answers %s with %d",
    async (who, status) => {
      const id = await commentBy('ownerA');
      const response = await call('DELETE', `/api/project/comment/${id}`, who);
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json().message).toBe('You can only delete your own comments.');
      expect((await list(projectOf.get(id))).some((comment) => comment.id === id)).toBe(status !== 204);
    },
  );
});

describe('GET /api/project/{id}/comments', () => {
  it("lists the product's comment fields (docs/product.md §3), newest first, with the author's names", async () => {
    const project = await createProject(app, ids.ownerA);
    const first = await commentBy('investor', 'First!', project);
    const second = await commentBy('user', 'Second', project);
    const response = await call('GET', `/api/project/${project}/comments`, 'guest');
    expect(response.headers['x-total-count']).toBe('2');
    const comments = response.json();
    expect(comments.map((c: { id: number }) => c.id)).toEqual([second, first]);
    expect(comments[1]).toEqual({
      id: first,
      userId: ids.investor,
      user: { firstName: 'Sami', lastName: 'Nasser' },
      comment: 'First!',
      rate: 4,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(Object.keys(comments[1]).sort()).toEqual(['comment', 'createdAt', 'id', 'rate', 'user', 'userId']);
  });

  it('pages with limit and the Link header', async () => {
    const project = await createProject(app, ids.ownerB);
    const made = [];
    for (const [i, who] of (['user', 'investor', 'ownerA'] as const).entries()) {
      made.push(await commentBy(who, `Comment ${i}`, project));
    }
    const first = await call('GET', `/api/project/${project}/comments?limit=2`, 'guest');
    expect(first.json().map((c: { id: number }) => c.id)).toEqual([made[2], made[1]]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await app.inject({ method: 'GET', url: next! });
    expect(second.json().map((c: { id: number }) => c.id)).toEqual([made[0]]);
    expect(second.headers.link).toBeUndefined();
  });

  it("answers 404 'Project not found' for a draft, a missing project and a nonsense id", async () => {
    for (const id of [draftProject, 999999, 'abc', '0', '-1', '99999999999', '1.5']) {
      const response = await call('GET', `/api/project/${id}/comments`, 'admin');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Project not found');
    }
  });

  it('answers a bad limit or cursor with 400', async () => {
    expect((await call('GET', `/api/project/${publicProject}/comments?limit=0`, 'guest')).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', `/api/project/${publicProject}/comments?cursor=nope`, 'guest')).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/project/{id}/comment', () => {
  it('answers 201 with the trimmed comment, rated 5 when no rating is sent', async () => {
    const project = await createProject(app, ids.ownerB);
    const response = await call('POST', `/api/project/${project}/comment`, 'investor', {
      comment: '   Would love to visit   ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: ids.investor,
      user: { firstName: 'Sami', lastName: 'Nasser' },
      comment: 'Would love to visit',
      rate: 5,
    });
  });

  it.each(['', '   ', '\n\t '])(
    "refuses the blank comment %j with 'Please write a comment.'",
    async (comment) => {
      const response = await call('POST', `/api/project/${publicProject}/comment`, 'user', {
        comment,
        rate: 3,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Please write a comment.',
        errors: { comment: 'Please write a comment.' },
      });
    },
  );

  it.each([0, 6, 2.5, '5', -1, null])('refuses the rating %j', async (rate) => {
    const before = (await list()).length;
    const response = await call('POST', `/api/project/${publicProject}/comment`, 'user', {
      comment: 'Hi',
      rate,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ rate: 'Rating must be a whole number from 1 to 5' });
    expect((await list()).length).toBe(before);
  });

  it('refuses a comment over 2000 characters', async () => {
    const response = await call('POST', `/api/project/${publicProject}/comment`, 'user', {
      comment: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ comment: 'Comments can be at most 2000 characters.' });
  });

  it("answers 404 'Project not found' for a draft or missing project, storing nothing", async () => {
    for (const id of [draftProject, 424242]) {
      const response = await call('POST', `/api/project/${id}/comment`, 'ownerB', { comment: 'Hidden?' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Project not found');
    }
    const stored = await app.db
      .selectFrom('comments')
      .select('id')
      .where('project_id', '=', draftProject)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('one rating per user and project', () => {
  it('refuses a second comment by the same user on a project with 409, storing nothing', async () => {
    const project = await createProject(app, ids.ownerA);
    const first = await commentBy('user', 'Lovely glass', project);
    const second = await call('POST', `/api/project/${project}/comment`, 'user', {
      comment: 'Again!',
      rate: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'ALREADY_RATED',
      message: 'You have already rated this project. Edit your comment instead.',
    });
    expect((await list(project)).map((comment) => comment.id)).toEqual([first]);

    // Others still rate it, and the author edits the one comment.
    await commentBy('investor', 'Me too', project);
    const edited = await call('PATCH', `/api/project/comment/${first}`, 'user', {
      comment: 'Changed',
      rate: 2,
    });
    expect(edited.statusCode).toBe(200);
    expect((await list(project)).map((comment) => comment.comment).sort()).toEqual(['Changed', 'Me too']);
  });

  it('lets the author rate again after deleting the comment', async () => {
    const project = await createProject(app, ids.ownerA);
    const first = await commentBy('user', 'First thoughts', project);
    expect((await call('DELETE', `/api/project/comment/${first}`, 'user')).statusCode).toBe(204);
    await commentBy('user', 'Second thoughts', project);
    expect((await list(project)).map((comment) => comment.comment)).toEqual(['Second thoughts']);
  });

  it('holds in the database too: a second row for the pair is refused', async () => {
    const project = await createProject(app, ids.ownerA);
    await commentBy('user', 'Only one', project);
    const now = new Date().toISOString();
    await expect(
      app.db
        .insertInto('comments')
        .values({
          project_id: project,
          user_id: ids.user,
          comment: 'Sneaky',
          rate: 1,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
  });
});

describe('an owner and their own project', () => {
  it('refuses their rating with 409 CANNOT_RATE_OWN_PROJECT, storing nothing; others still rate it', async () => {
    const project = await createProject(app, ids.ownerA);
    const refused = await call('POST', `/api/project/${project}/comment`, 'ownerA', {
      comment: 'Best glass in Hebron!',
      rate: 5,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CANNOT_RATE_OWN_PROJECT',
      message: 'You cannot rate your own project.',
    });
    expect(await list(project)).toEqual([]);
    await commentBy('ownerB', 'A fellow owner likes it', project);
    expect((await list(project)).map((comment) => comment.userId)).toEqual([ids.ownerB]);
  });

  it('refuses an edit of a rating written on their own project before the rule', async () => {
    const project = await createProject(app, ids.ownerA);
    const now = new Date().toISOString();
    const { id } = await app.db
      .insertInto('comments')
      .values({
        project_id: project,
        user_id: ids.ownerA,
        comment: 'Mine',
        rate: 3,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edited = await call('PATCH', `/api/project/comment/${id}`, 'ownerA', { comment: 'Mine', rate: 5 });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().code).toBe('CANNOT_RATE_OWN_PROJECT');
    expect((await list(project)).map((comment) => comment.rate)).toEqual([3]);
    // Taking it back still works.
    expect((await call('DELETE', `/api/project/comment/${id}`, 'ownerA')).statusCode).toBe(204);
  });
});

describe("a project's rating counts each star", () => {
  const ratingOf = async (project: number) => {
    const response = await call('GET', `/api/projects/${project}`, 'guest');
    expect(response.statusCode).toBe(200);
    return response.json<{ rating: { average: number | null; count: number; stars: unknown } }>().rating;
  };
  const rate = async (who: Exclude<Who, 'guest'>, project: number, stars: number) => {
    const response = await call('POST', `/api/project/${project}/comment`, who, {
      comment: 'Rated',
      rate: stars,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };

  it('answers zeros before any comment, then follows comments, edits and deletions', async () => {
    const project = await createProject(app, ids.ownerA);
    expect(await ratingOf(project)).toEqual({
      average: null,
      count: 0,
      stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });

    const five = await rate('user', project, 5);
    await rate('investor', project, 4);
    const secondFour = await rate('ownerB', project, 4);
    expect(await ratingOf(project)).toEqual({
      average: 4.3,
      count: 3,
      stars: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });

    const edited = await call('PATCH', `/api/project/comment/${secondFour}`, 'ownerB', {
      comment: 'Changed my mind',
      rate: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect((await ratingOf(project)).stars).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 });

    expect((await call('DELETE', `/api/project/comment/${five}`, 'user')).statusCode).toBe(204);
    expect(await ratingOf(project)).toEqual({
      average: 2.5,
      count: 2,
      stars: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 0 },
    });
  });
});

describe('PATCH /api/project/comment/{commentId}', () => {
  it('lets the author change text and rating, answering the edited comment', async () => {
    const id = await commentBy('ownerA', 'Before');
    const response = await call('PATCH', `/api/project/comment/${id}`, 'ownerA', {
      comment: ' After ',
      rate: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, userId: ids.ownerA, comment: 'After', rate: 1 });
  });

  it('refuses a blank edit, leaving the comment as it was', async () => {
    const id = await commentBy('ownerA', 'Keep me');
    const response = await call('PATCH', `/api/project/comment/${id}`, 'ownerA', { comment: '  ', rate: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please write a comment.');
    expect((await list(projectOf.get(id))).find((c) => c.id === id)?.comment).toBe('Keep me');
  });

  it.each([0, 6, 2.5, '5'])('refuses the rating %j', async (rate) => {
    const id = await commentBy('ownerA');
    const response = await call('PATCH', `/api/project/comment/${id}`, 'ownerA', { comment: 'ok', rate });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ rate: 'Rating must be a whole number from 1 to 5' });
  });

  it("answers 404 'Comment not found' for a missing comment or one on a project now hidden", async () => {
    const project = await createProject(app, ids.ownerB);
    const id = await commentBy('ownerA', 'Soon hidden', project);
    await app.db.updateTable('projects').set({ published_at: null }).where('id', '=', project).execute();
    for (const commentId of [id, 777777, 'x']) {
      const response = await call('PATCH', `/api/project/comment/${commentId}`, 'ownerA', { comment: 'New' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Comment not found');
    }
  });
});

describe('DELETE /api/project/comment/{commentId}', () => {
  it("records an admin's deletion of someone else's comment in the audit log", async () => {
    const id = await commentBy('user', 'Spam spam spam');
    expect((await call('DELETE', `/api/project/comment/${id}`, 'admin')).statusCode).toBe(204);
    const entries = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'comment')
      .where('subject_id', '=', id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ admin_id: ids.admin, action: 'comment.deleted' });
    expect(JSON.parse(entries[0]!.details!)).toMatchObject({
      projectId: projectOf.get(id),
      userId: ids.user,
      comment: 'Spam spam spam',
    });
  });

  it("does not audit an author's own deletion", async () => {
    const id = await commentBy('ownerA');
    expect((await call('DELETE', `/api/project/comment/${id}`, 'ownerA')).statusCode).toBe(204);
    const entries = await app.db.selectFrom('audit_log').select('id').where('subject_id', '=', id).execute();
    expect(entries).toEqual([]);
  });

  it('lets the author delete a comment on a project now under review', async () => {
    const project = await createProject(app, ids.ownerB);
    const id = await commentBy('investor', 'Take this back', project);
    await app.db.updateTable('projects').set({ published_at: null }).where('id', '=', project).execute();
    expect((await call('DELETE', `/api/project/comment/${id}`, 'investor')).statusCode).toBe(204);
  });

  it("answers 404 'Comment not found' twice over and for nonsense ids", async () => {
    const id = await commentBy('ownerA');
    expect((await call('DELETE', `/api/project/comment/${id}`, 'ownerA')).statusCode).toBe(204);
    for (const commentId of [id, 'abc', '0', '12345678901']) {
      const response = await call('DELETE', `/api/project/comment/${commentId}`, 'admin');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Comment not found');
    }
  });
});

describe('bad input', () => {
  const writes = [
    ['POST', () => `/api/project/${publicProject}/comment`],
    ['PATCH', () => `/api/project/comment/1`],
  ] as const;

  describe.each(writes)('%s', (method, url) => {
    const send = (payload: string) =>
      app.inject({
        method,
        url: url(),
        payload,
        headers: { 'content-type': 'application/json', ...bearer(tokens.ownerA) },
      });

    it('answers malformed JSON with 400', async () => {
      const response = await send('{"comment": "a",');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The request body is not valid JSON');
    });

    it.each([
      '[]',
      '"text"',
      '42',
      'null',
      '{"comment": {"$ne": ""}, "rate": [5]}',
      '{"comment": 5, "rate": "x"}',
    ])('answers the body %s with 400', async (body) => {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    });

    it('answers a huge body with 413 and a huge comment with 400', async () => {
      expect((await send(JSON.stringify({ comment: 'x'.repeat(100_000) }))).statusCode).toBe(413);
      expect((await send(JSON.stringify({ comment: 'x'.repeat(30_000) }))).statusCode).toBe(400);
    });
  });
});

describe('GET /api/docs', () => {
  it('documents the comment and request-information calls of docs/product.md §7', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/project/{id}/comments',
        'POST /api/project/{id}/comment',
        'PATCH /api/project/comment/{commentId}',
        'DELETE /api/project/comment/{commentId}',
        'POST /api/owner/request-information',
      ]),
    );
  });
});
