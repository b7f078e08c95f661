import { forgetFirstAnswers } from '@rowad/shared/api-client';
import { callKey, FIRST_ANSWERS_ELEMENT_ID, QUERY_STATE_ELEMENT_ID } from '@rowad/shared/first-load';
import { queryClient, startFromServerState } from '@rowad/shared/query';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { useAuthStore } from '@rowad/shared/session';
import { makeToken } from '@rowad/shared/test/tokens';
import { getComments } from './community/get-comments';
import { getProject } from './projects/get-project';
import { getProjects } from './projects/get-projects';

const project = {
  id: 5,
  name: 'Hebron Blue Glass Studio',
  description: '',
  city: 'Hebron',
  street: '',
  categories: [],
  status: 'public',
  images: [],
  owner: { id: 1, user: { firstName: 'Amal', lastName: 'Natsheh' } },
  contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
  rating: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
};

/** What the server writes into a public page (api/src/modules/sharing/first-answers.ts). */
function pageCarries(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ELEMENT_ID;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

let api: FakeApi;
beforeEach(async () => {
  api = await installFakeApi();
  forgetFirstAnswers();
});
afterEach(() => {
  api.restore();
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
});

describe('the answers a page carries for its first calls', () => {
  it('answer those calls once without the network, with their paging headers', async () => {
    pageCarries({
      [callKey('GET', '/projects', { limit: 12, q: 'glass' })]: {
        status: 200,
        headers: { 'x-total-count': '14', link: '</api/projects?limit=12&q=glass&cursor=abc>; rel="next"' },
        body: [project],
      },
    });
    api.on('GET', '/projects', { status: 200, body: [], headers: { 'x-total-count': '0' } });

    // The same call, its query in another order and with an unset cursor.
    const first = await getProjects({ q: 'glass', cursor: undefined, limit: 12 });
    expect(first).toEqual({ items: [project], total: 14, nextCursor: 'abc' });
    expect(api.requests).toHaveLength(0);

    const again = await getProjects({ q: 'glass', limit: 12 });
    expect(again.items).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });

  it('leave other calls to the network, and a carried answer that is no JSON object is refused as one from the network', async () => {
    pageCarries({ [callKey('GET', '/projects/5')]: { status: 200, headers: {}, body: '<!doctype html>' } });
    api.on('GET', '/projects/6', { status: 200, body: { ...project, id: 6 } });

    expect((await getProject(6)).id).toBe(6);
    await expect(getProject(5)).rejects.toMatchObject({ kind: 'malformed-answer' });
  });
});

describe('a page the server drew, taken over by the app', () => {
  afterEach(() => {
    document.getElementById(QUERY_STATE_ELEMENT_ID)?.remove();
    queryClient.clear();
  });

  it('fills the cache from the drawn data, and a later ask for a carried call goes to the network', async () => {
    pageCarries({ [callKey('GET', '/projects/5')]: { status: 200, headers: {}, body: project } });
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = QUERY_STATE_ELEMENT_ID;
    state.textContent = JSON.stringify({
      mutations: [],
      queries: [
        {
          queryKey: ['drawn', 5],
          queryHash: '["drawn",5]',
          state: { data: project, status: 'success', dataUpdatedAt: 1 },
        },
      ],
    });
    document.head.append(state);
    api.on('GET', '/projects/5', { status: 200, body: { ...project, name: 'Renamed since' } });

    expect(startFromServerState()).toBe(true);
    expect(queryClient.getQueryData(['drawn', 5])).toEqual(project);
    expect((await getProject(5)).name).toBe('Renamed since');
    expect(api.requests).toHaveLength(1);
  });

  it('is not taken over from a page without the drawn data, whose answers still serve', async () => {
    pageCarries({ [callKey('GET', '/projects/5')]: { status: 200, headers: {}, body: project } });

    expect(startFromServerState()).toBe(false);
    expect((await getProject(5)).name).toBe(project.name);
    expect(api.requests).toHaveLength(0);
  });
});

describe('callKey', () => {
  it('names a call the same whichever order its query was built in, without unset values', () => {
    expect(callKey('get', '/projects', { q: 'زيت', limit: 12, cursor: undefined })).toBe(
      callKey('GET', '/projects', { limit: 12, q: 'زيت' }),
    );
    expect(callKey('GET', '/projects/5')).toBe('GET /projects/5');
  });
  it("serve a signed-in reader's comments call from the network: the author's hidden comment is theirs only (issue 31)", async () => {
    pageCarries({
      [callKey('GET', '/project/5/comments', {})]: {
        status: 200,
        headers: { 'x-total-count': '0' },
        body: [],
      },
    });
    const mine = {
      id: 3,
      userId: 7,
      user: { firstName: 'Amal', lastName: 'Natsheh' },
      comment: 'Mine',
      rate: 2,
      createdAt: '2026-11-27T09:00:00.000Z',
      hidden: true,
      hiddenReason: 'spam',
    };
    api.on('GET', '/project/5/comments', { status: 200, body: [mine], headers: { 'x-total-count': '1' } });
    useAuthStore.getState().signIn(makeToken({ sub: '7', role: 'user' }));
    try {
      expect((await getComments(5)).items).toEqual([mine]);
      expect(api.requests).toHaveLength(1);
    } finally {
      useAuthStore.getState().signOut();
    }
    // A guest still takes the page's answer.
    expect((await getComments(5)).items).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });
});
