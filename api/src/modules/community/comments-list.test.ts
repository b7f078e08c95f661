import type { FastifyInstance } from 'fastify';
import { encodeCursor } from '../../http/paging.js';
import { anAccount, bearer } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { createProject } from './test-projects.js';

// A project's comments list is one query when the page has comments (the project's check is a
// join, the total a subquery); an empty page asks again whether the project is public. These are
// the cases where the two paths part.

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof anAccount>>;
let readers: Awaited<ReturnType<typeof anAccount>>[];

beforeAll(async () => {
  app = await buildTestApp();
  owner = await anAccount(app, { role: 'owner' });
  readers = [await anAccount(app, { role: 'user' }), await anAccount(app, { role: 'user' })];
});
afterAll(() => app.close());

async function comment(projectId: number, reader: (typeof readers)[number], text: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/project/${projectId}/comment`,
    headers: bearer(reader.token),
    payload: { comment: text, rate: 4 },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

function listAs(projectId: number, token?: string, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/project/${projectId}/comments${query}`,
    ...(token === undefined ? {} : { headers: bearer(token) }),
  });
}

const idsOf = (response: { json: () => unknown }) => (response.json() as { id: number }[]).map((c) => c.id);

describe('GET /api/project/{id}/comments, where one query is not enough', () => {
  it('answers an empty list and a total of 0 for a public project nobody commented on', async () => {
    const project = await createProject(app, owner.id);
    const response = await listAs(project);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('still says how many there are on a page past the last comment', async () => {
    const project = await createProject(app, owner.id);
    const oldest = await comment(project, readers[0]!, 'Lovely glass.');
    await comment(project, readers[1]!, 'Fair prices.');
    const past = await listAs(project, undefined, `?cursor=${encodeCursor(oldest)}`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('2');
  });

  it("answers 'Project not found' for a hidden project that has comments, to its commenters too", async () => {
    const project = await createProject(app, owner.id);
    await comment(project, readers[0]!, 'Seen before it was hidden.');
    await app.db
      .updateTable('projects')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', project)
      .execute();
    for (const token of [undefined, readers[0]!.token]) {
      const response = await listAs(project, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Project not found');
    }
  });

  it('counts a hidden comment for its author only, in the total as in the list', async () => {
    const project = await createProject(app, owner.id);
    const hidden = await comment(project, readers[0]!, 'Hidden by reports.');
    const shown = await comment(project, readers[1]!, 'Still shown.');
    await app.db
      .updateTable('comments')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', hidden)
      .execute();

    const guest = await listAs(project);
    expect(idsOf(guest)).toEqual([shown]);
    expect(guest.headers['x-total-count']).toBe('1');

    const author = await listAs(project, readers[0]!.token);
    expect(idsOf(author)).toEqual([shown, hidden]);
    expect(author.headers['x-total-count']).toBe('2');
  });
});
