import type { FastifyInstance } from 'fastify';
import { anAccount, bearer } from '../test-support/accounts.js';
import { buildTestApp } from '../test-support/test-app.js';
import { createProject } from './community/test-projects.js';

// Issue 28, low 5: a right-to-left override typed into a project's name reached the page's
// <title> and its og:title. Single-line fields refuse the bidirectional controls; multi-line text
// keeps only the scopes a line opens and closes itself (shared/src/schemas/fields.ts).

const RLO = '\u202E';
const PDF = '\u202C';
const ONE_LINE = 'Use one line of text without invisible control characters.';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof anAccount>>;
let reader: Awaited<ReturnType<typeof anAccount>>;

beforeAll(async () => {
  app = await buildTestApp();
  [owner, reader] = await Promise.all([anAccount(app, { role: 'owner' }), anAccount(app, { role: 'user' })]);
});
afterAll(() => app.close());

const aProject = (overrides: Record<string, unknown>) => ({
  name: 'Hebron Glass',
  description: 'Glass blown by hand.',
  city: 'Hebron',
  street: 'Ein Sara',
  categories: ['glass'],
  ...overrides,
});

describe('bidirectional controls', () => {
  it.each([
    ['name', { name: `Glass ${RLO}ssalG` }],
    ['city', { city: `He${RLO}bron` }],
    ['street', { street: `Ein \u2067Sara\u2069` }],
  ])("refuses them in a project's %s, in the catalogue's words", async (field, overrides) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/my-projects',
      headers: bearer(owner.token),
      payload: aProject(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: ONE_LINE } });
  });

  it('stores a project description and a comment without a scope left open', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/my-projects',
      headers: bearer(owner.token),
      payload: aProject({ description: `Hand-blown ${RLO}glass\nfrom ${RLO}Hebron${PDF}.` }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const draft = await app.inject({
      method: 'GET',
      url: `/api/my-projects/${id}`,
      headers: bearer(owner.token),
    });
    expect(JSON.stringify(draft.json())).toContain(
      JSON.stringify(`Hand-blown glass\nfrom ${RLO}Hebron${PDF}.`),
    );

    const project = await createProject(app, owner.id);
    const comment = await app.inject({
      method: 'POST',
      url: `/api/project/${project}/comment`,
      headers: bearer(reader.token),
      payload: { comment: `Lovely ${RLO}work, thank you` },
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toMatchObject({ comment: 'Lovely work, thank you' });
  });
});
