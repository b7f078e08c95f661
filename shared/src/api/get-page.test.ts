import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { aProject } from '../test/api-answers';
import { getProjects } from './projects/get-projects';
import { nextCursorOf } from './get-page';

let server: FakeApi;
beforeEach(async () => {
  server = await installFakeApi();
});
afterEach(() => server.restore());

describe('getPage', () => {
  it('reads the total from X-Total-Count and the next cursor from the Link header', async () => {
    server.on('GET', '/projects', {
      status: 200,
      body: [aProject({ id: 9 }), aProject({ id: 8 })],
      headers: { 'X-Total-Count': '5', Link: '</api/projects?q=soap&limit=2&cursor=eyJhIjo4fQ>; rel="next"' },
    });
    const page = await getProjects({ q: 'soap', limit: 2 });
    expect(page.items.map((project) => project.id)).toEqual([9, 8]);
    expect(page.total).toBe(5);
    expect(page.nextCursor).toBe('eyJhIjo4fQ');
  });

  it('sends the cursor back to get the next page, and reports no cursor on the last page', async () => {
    server.on('GET', '/projects', {
      status: 200,
      body: [aProject({ id: 7 })],
      headers: { 'X-Total-Count': '5' },
    });
    const last = await getProjects({ limit: 2, cursor: 'eyJhIjo4fQ' });
    expect(server.requests[0]?.query).toEqual({ limit: 2, cursor: 'eyJhIjo4fQ' });
    expect(last).toEqual({ items: [aProject({ id: 7 })], total: 5, nextCursor: undefined });
  });

  it('counts the items when the total header is missing', async () => {
    server.on('GET', '/projects', { status: 200, body: [aProject()] });
    expect((await getProjects()).total).toBe(1);
  });
});

describe('nextCursorOf', () => {
  it('finds the next link among several and ignores the others', () => {
    expect(
      nextCursorOf('</api/events?cursor=p>; rel="prev", </api/events?cursor=n&limit=5>; rel="next"'),
    ).toBe('n');
    expect(nextCursorOf('</api/events?cursor=p>; rel="prev"')).toBeUndefined();
    expect(nextCursorOf(undefined)).toBeUndefined();
  });
});
