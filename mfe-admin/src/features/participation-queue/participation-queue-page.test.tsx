import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminParticipation } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi, type FakeReply, type FakeRequest } from '@rowad/shared/test/fake-api';
import { currentLocation, renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import ParticipationQueuePage from './participation-queue-page';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  api = await installFakeApi();
  signInAsAdmin();
});
afterEach(() => {
  api.restore();
  resetApp();
});

const QUEUE = '/admin/review/participations';

function aRequest(id: number, overrides: Partial<AdminParticipation> = {}): AdminParticipation {
  return {
    id,
    event: { id: 5, name: 'Hebron Spring Bazaar' },
    owner: { id: 20 + id, firstName: 'Amal', lastName: 'Natsheh' },
    status: 'pending',
    note: null,
    reason: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

let waiting: AdminParticipation[];

/** The queue as the API keeps it: a decided request leaves it. */
async function openWith(list: AdminParticipation[]) {
  waiting = list;
  api.on('GET', QUEUE, () => ({
    status: 200,
    body: waiting,
    headers: { 'x-total-count': String(waiting.length) },
  }));
  renderPage(<ParticipationQueuePage />, { url: '/admin/requests', pattern: '/admin/requests' });
  // The first screen of a run loads its modules too: more time than a later one needs.
  return screen.findByRole('list', { name: `Requests waiting: ${list.length}` }, { timeout: 5000 });
}

function decided(id: number): FakeReply {
  const request = waiting.find((candidate) => candidate.id === id);
  waiting = waiting.filter((candidate) => candidate.id !== id);
  return { status: 200, body: { ...request, status: 'accepted' } };
}

const decisions = () => api.requests.filter((request) => request.url.startsWith('/admin/participations/'));

describe('ParticipationQueuePage', () => {
  it('lists the waiting requests, oldest first, with the bazaar, owner, note and date', async () => {
    const list = await openWith([
      aRequest(1, { note: 'Olive oil soap, 2 tables.' }),
      aRequest(2, {
        owner: { id: 31, firstName: 'Omar', lastName: 'Haddad' },
        event: { id: 8, name: 'Nablus Book Fair' },
        createdAt: '2026-11-22T12:00:00.000Z',
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bazaar requests');
    expect(document.title).toBe('Bazaar requests · Rowad');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Amal Natsheh', 'Omar Haddad']);
    const amal = items[0]!;
    expect(within(amal).getByText('Olive oil soap, 2 tables.').tagName).toBe('BDI');
    expect(within(amal).getByText('Asked on Fri, Nov 20, 2026')).toBeTruthy();
    const omar = items[1]!;
    expect(within(omar).getByText('No note.')).toBeTruthy();
    await userEvent.click(within(omar).getByRole('link', { name: 'Nablus Book Fair' }));
    expect(currentLocation()).toBe('/admin/bazaars/8');
  });

  it('accepts a request once, says so, and the request leaves the list', async () => {
    await openWith([aRequest(1), aRequest(2, { owner: { id: 31, firstName: 'Omar', lastName: 'Haddad' } })]);
    let answer: (reply: FakeReply) => void = () => undefined;
    api.on(
      'POST',
      '/admin/participations/1/accept',
      () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    );
    const accept = screen.getByRole('button', { name: "Accept Amal Natsheh's request" });
    act(() => {
      accept.click();
      accept.click();
    });
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Accepting...' })).disabled).toBe(
      true,
    );
    answer(decided(1));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Amal Natsheh's request to take part in Hebron Spring Bazaar is accepted. The owner is told by e-mail.",
    );
    expect(screen.queryByRole('listitem', { name: 'Amal Natsheh' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Omar Haddad' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Requests waiting: 1' })).toBeTruthy();
    // The queue loads again: still one waiting, counted once.
    await waitFor(() => expect(api.requests.filter((request) => request.url === QUEUE)).toHaveLength(2));
    expect(await screen.findByRole('list', { name: 'Requests waiting: 1' })).toBeTruthy();
    expect(decisions()).toHaveLength(1);
  });

  it('rejects with the reason given, then says the queue is empty', async () => {
    await openWith([aRequest(1)]);
    api.on('POST', '/admin/participations/1/reject', (request: FakeRequest) => {
      expect(request.body).toEqual({ reason: 'Incomplete profile: no images.' });
      return decided(1);
    });
    await userEvent.click(screen.getByRole('button', { name: "Reject Amal Natsheh's request" }));
    const dialog = screen.getByRole('dialog', { name: "Reject Amal Natsheh's request" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
    expect(decisions()).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Incomplete profile: no images.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Amal Natsheh's request to take part in Hebron Spring Bazaar is rejected. The owner is told why by e-mail.",
    );
    expect(await screen.findByText('No requests wait for a decision.')).toBeTruthy();
  });

  it('says clearly when the bazaar is full or the request was decided meanwhile', async () => {
    await openWith([aRequest(1), aRequest(2, { owner: { id: 31, firstName: 'Omar', lastName: 'Haddad' } })]);
    api.on('POST', '/admin/participations/1/accept', {
      status: 409,
      body: { code: 'EVENT_FULL', message: 'The event is full.' },
    });
    api.on('POST', '/admin/participations/2/accept', () => {
      waiting = waiting.filter((candidate) => candidate.id !== 2);
      return { status: 409, body: { code: 'ALREADY_DECIDED', message: 'Already decided.' } };
    });
    await userEvent.click(screen.getByRole('button', { name: "Accept Amal Natsheh's request" }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hebron Spring Bazaar is full: no place is left for Amal Natsheh. Raise its capacity or reject the request.',
    );
    // Still waiting: the admin may reject it instead.
    expect(screen.getByRole('listitem', { name: 'Amal Natsheh' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: "Accept Omar Haddad's request" }));
    expect(
      await screen.findByText(
        "Omar Haddad's request was decided by someone else meanwhile. The list now shows its state.",
      ),
    ).toBeTruthy();
    // The queue loads again without it.
    expect(await screen.findByRole('list', { name: 'Requests waiting: 1' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Omar Haddad' })).toBeNull();
  });

  it('shows skeletons while loading, then says when no request waits', async () => {
    api.on('GET', QUEUE, { status: 200, body: [], headers: { 'x-total-count': '0' } });
    renderPage(<ParticipationQueuePage />, { url: '/admin/requests', pattern: '/admin/requests' });
    expect(screen.getByRole('list', { name: 'Loading the requests...' })).toBeTruthy();
    expect(await screen.findByText('No requests wait for a decision.')).toBeTruthy();
  });

  it('says when the queue could not be loaded', async () => {
    api.on('GET', QUEUE, { status: 403, body: { code: 'FORBIDDEN', message: 'x' } });
    renderPage(<ParticipationQueuePage />, { url: '/admin/requests', pattern: '/admin/requests' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The requests could not be loaded. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    speakArabic();
    waiting = [
      aRequest(1, {
        owner: { id: 9, firstName: 'سامي', lastName: 'حداد' },
        event: { id: 5, name: 'بازار الربيع' },
      }),
    ];
    api.on('GET', QUEUE, () => ({ status: 200, body: waiting, headers: { 'x-total-count': '1' } }));
    renderPage(<ParticipationQueuePage />, { url: '/admin/requests', pattern: '/admin/requests' });
    const list = await screen.findByRole('list', { name: 'الطلبات المنتظرة: 1' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('طلبات البازارات');
    expect(document.title).toBe('طلبات البازارات · رواد');
    const item = within(list).getByRole('listitem', { name: 'سامي حداد' });
    expect(within(item).getByRole('link', { name: 'بازار الربيع' })).toBeTruthy();
    expect(within(item).getByText('بلا ملاحظة.')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'قبول طلب سامي حداد' })).toBeTruthy();
  });
});
