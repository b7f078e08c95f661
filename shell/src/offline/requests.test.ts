import { publicCalls } from '@rowad/shared/first-load';
import { pages, serverRenderedPages } from '@rowad/shared/pages';
import { keepingOf } from './requests';

const ORIGIN = 'https://rowad.example';

function request(
  path: string,
  { method = 'GET', mode = 'cors', headers = {} as Record<string, string>, origin = ORIGIN } = {},
) {
  const lowered = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    url: `${origin}${path}`,
    method,
    mode,
    headers: { get: (name: string) => lowered.get(name) ?? null },
  };
}

const navigation = (path: string) => request(path, { mode: 'navigate' });
const withId = (path: string) => path.replace(':id', '42');

describe('what the service worker keeps for offline reading', () => {
  it('keeps every public page the server draws, by the address a visitor opens', () => {
    const drawn = serverRenderedPages.filter((page) => page.access.kind === 'public');
    expect(drawn.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/allprojects', '/allevents', '/project/:id', '/event/:id']),
    );
    for (const page of drawn) {
      expect(keepingOf(navigation(withId(page.path)), ORIGIN)).toBe('page');
      expect(keepingOf(navigation(`${withId(page.path)}?q=olive`), ORIGIN)).toBe('page');
    }
    expect(keepingOf(navigation('/AllProjects/'), ORIGIN)).toBe('page');
  });

  it('leaves sign-in pages and signed-in screens to the network', () => {
    const others = pages.filter((page) => page.firstCalls === undefined || page.access.kind !== 'public');
    expect(others.length).toBeGreaterThan(5);
    for (const page of others) {
      expect(keepingOf(navigation(withId(page.path).replace('*', 'projects')), ORIGIN)).toBeUndefined();
    }
    expect(keepingOf(navigation('/project/42/extra'), ORIGIN)).toBeUndefined();
  });

  it('keeps every public read the pages make, and nothing signed in or sent', () => {
    const calls = [
      publicCalls.homeProjects(),
      publicCalls.homeEvents(),
      publicCalls.projects({ q: 'olive' }),
      publicCalls.events(),
      publicCalls.project(7),
      publicCalls.comments(7),
      publicCalls.event(3),
    ];
    for (const call of calls) {
      expect(keepingOf(request(`/api${call.url}?limit=12`), ORIGIN)).toBe('public-api');
      // The same read by a signed-in visitor is theirs alone.
      expect(
        keepingOf(request(`/api${call.url}`, { headers: { Authorization: 'Bearer x' } }), ORIGIN),
      ).toBeUndefined();
    }
    expect(keepingOf(request('/api/project/7/comments', { method: 'POST' }), ORIGIN)).toBeUndefined();
    expect(keepingOf(request('/api/me'), ORIGIN)).toBeUndefined();
    expect(keepingOf(request('/api/owner/projects'), ORIGIN)).toBeUndefined();
    expect(keepingOf(request('/api/admin/reports'), ORIGIN)).toBeUndefined();
  });

  it('keeps pictures and build files by how they change', () => {
    expect(keepingOf(request('/uploads/projects/7-640.webp'), ORIGIN)).toBe('picture');
    expect(keepingOf(request('/mfe-public/412.3fa9c2e1.js'), ORIGIN)).toBe('hashed-file');
    expect(keepingOf(request('/fonts/noto.1a2b3c4d.woff2'), ORIGIN)).toBe('hashed-file');
    expect(keepingOf(request('/main.js'), ORIGIN)).toBe('app-file');
    expect(keepingOf(request('/mfe-public/remoteEntry.js'), ORIGIN)).toBe('app-file');
    expect(keepingOf(request('/remotes.json'), ORIGIN)).toBe('app-file');
  });

  it('never keeps itself, nor another origin’s answer', () => {
    expect(keepingOf(request('/sw.js'), ORIGIN)).toBeUndefined();
    expect(
      keepingOf(request('/mfe-public/remoteEntry.js', { origin: 'https://cdn.example' }), ORIGIN),
    ).toBeUndefined();
    expect(
      keepingOf(request('/uploads/a.webp', { origin: 'https://bucket.example' }), ORIGIN),
    ).toBeUndefined();
  });
});
