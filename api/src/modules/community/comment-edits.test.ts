import { bearer } from '../../test-support/accounts.js';
import {
  app,
  call,
  commentBy,
  ids,
  list,
  projectOf,
  publicProject,
  tokens,
  setUpCommentsPlatform,
  type Who,
} from './comments-fixture.js';
import { createProject } from './test-projects.js';

// Comments changed after they were written: a project's stars, edits, deletions, bad input, the docs.

setUpCommentsPlatform();

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
