import {
  app,
  call,
  commentBy,
  draftProject,
  everyone,
  ids,
  list,
  projectOf,
  publicProject,
  UNIQUE_VIOLATION,
  setUpCommentsPlatform,
} from './comments-fixture.js';
import { createProject } from './test-projects.js';

// Comments on public projects: who may read and write them, and one rating per user and project.

setUpCommentsPlatform();

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
