import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminParticipation } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi, type FakeReply, type FakeRequest } from '@rowad/shared/test/fake-api';
import { renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import EventPage from './event-page';
import { aPage, aParticipation, anEvent } from './test-events';

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

let requests: AdminParticipation[];

/** The bazaar's page with `list` as its requests, which the decisions change on the API's side. */
async function openWith(list: AdminParticipation[]) {
  requests = list;
  api.on('GET', '/events/5', { status: 200, body: anEvent(5) });
  api.on('GET', '/admin/events/5/participations', () => aPage(requests));
  renderPage(<EventPage />, { url: '/admin/bazaars/5', pattern: '/admin/bazaars/:id' });
  // The first screen of a run loads its modules too: more time than a later one needs.
  return screen.findByRole('list', { name: `Requests: ${list.length}` }, { timeout: 5000 });
}

/** The API's side of a decision: the request takes its new state. */
function decideOnServer(id: number, change: Partial<AdminParticipation>): FakeReply {
  requests = requests.map((request) => (request.id === id ? { ...request, ...change } : request));
  return { status: 200, body: requests.find((request) => request.id === id) };
}

const decisions = () => api.requests.filter((request) => request.url.startsWith('/admin/participations/'));
const region = () => screen.getByRole('region', { name: 'Requests to take part' });

describe('EventPage: the requests to take part', () => {
  it("shows each owner, their note, the date and the request's state", async () => {
    const list = await openWith([
      aParticipation(1, { note: 'We bring olive oil soap.' }),
      aParticipation(2, {
        owner: { id: 31, firstName: 'Omar', lastName: 'Haddad' },
        status: 'accepted',
        decidedAt: '2026-11-21T10:00:00.000Z',
      }),
      aParticipation(3, {
        owner: { id: 32, firstName: 'Lina', lastName: 'Saleh' },
        status: 'rejected',
        reason: 'The bazaar is full.',
      }),
    ]);
    const amal = within(list).getByRole('listitem', { name: 'Amal Natsheh' });
    expect(within(amal).getByText('Asked on Fri, Nov 20, 2026')).toBeTruthy();
    expect(within(amal).getByText('We bring olive oil soap.').tagName).toBe('BDI');
    expect(within(amal).getByText('Waiting')).toBeTruthy();
    expect(within(amal).getByRole('button', { name: "Accept Amal Natsheh's request" })).toBeTruthy();
    const omar = within(list).getByRole('listitem', { name: 'Omar Haddad' });
    expect(within(omar).getByText('Accepted')).toBeTruthy();
    expect(within(omar).getByText('Decided on Sat, Nov 21, 2026')).toBeTruthy();
    expect(within(omar).queryByRole('button')).toBeNull();
    const lina = within(list).getByRole('listitem', { name: 'Lina Saleh' });
    expect(within(lina).getByText('Rejected')).toBeTruthy();
    expect(within(lina).getByText('The bazaar is full.')).toBeTruthy();
  });

  it('accepts a request once, however fast the button is pressed, and says so', async () => {
    await openWith([aParticipation(1)]);
    let answer: (reply: FakeReply) => void = () => undefined;
    api.on('POST', '/admin/participations/1/accept', (request: FakeRequest) => {
      expect(request.body).toEqual({});
      return new Promise<FakeReply>((resolve) => {
        answer = (reply) => resolve(reply);
      });
    });
    const accept = screen.getByRole('button', { name: "Accept Amal Natsheh's request" });
    // Two clicks before the page is drawn again: the button is not disabled yet for the second.
    act(() => {
      accept.click();
      accept.click();
    });
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Accepting...' })).disabled).toBe(
      true,
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: "Reject Amal Natsheh's request" }).disabled,
    ).toBe(true);
    answer(decideOnServer(1, { status: 'accepted', decidedAt: '2026-11-22T08:00:00.000Z' }));
    expect((await within(region()).findByRole('status')).textContent).toBe(
      "Amal Natsheh's request to take part in Hebron Spring Bazaar is accepted. The owner is told by e-mail.",
    );
    expect(await within(region()).findByText('Accepted')).toBeTruthy();
    expect(decisions()).toHaveLength(1);
  });

  it('rejects only with a reason, which is sent', async () => {
    await openWith([aParticipation(1)]);
    api.on('POST', '/admin/participations/1/reject', (request: FakeRequest) =>
      decideOnServer(1, { status: 'rejected', reason: (request.body as { reason: string }).reason }),
    );
    await userEvent.click(screen.getByRole('button', { name: "Reject Amal Natsheh's request" }));
    const dialog = screen.getByRole('dialog', { name: "Reject Amal Natsheh's request" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason.');
    expect(decisions()).toHaveLength(0);

    const presets = within(dialog).getByRole('group', { name: 'Reasons used often' });
    expect(within(presets).getAllByRole('button')).toHaveLength(4);
    await userEvent.click(
      within(presets).getByRole('button', { name: "Your project does not fit this bazaar's categories." }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(region()).findByRole('status')).textContent).toBe(
      "Amal Natsheh's request to take part in Hebron Spring Bazaar is rejected. The owner is told why by e-mail.",
    );
    expect(decisions()[0]?.body).toEqual({ reason: "Your project does not fit this bazaar's categories." });
    expect(await within(region()).findByText('Rejected')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says clearly when the bazaar is full', async () => {
    await openWith([aParticipation(1)]);
    api.on('POST', '/admin/participations/1/accept', {
      status: 409,
      body: { code: 'EVENT_FULL', message: 'The event is full.' },
    });
    await userEvent.click(screen.getByRole('button', { name: "Accept Amal Natsheh's request" }));
    expect((await within(region()).findByRole('alert')).textContent).toBe(
      'Hebron Spring Bazaar is full: no place is left for Amal Natsheh. Raise its capacity or reject the request.',
    );
  });

  it('says clearly when someone else decided the request meanwhile', async () => {
    await openWith([aParticipation(1)]);
    api.on('POST', '/admin/participations/1/reject', () => {
      decideOnServer(1, { status: 'accepted' });
      return { status: 409, body: { code: 'ALREADY_DECIDED', message: 'Already decided.' } };
    });
    await userEvent.click(screen.getByRole('button', { name: "Reject Amal Natsheh's request" }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Not this time.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect((await within(region()).findByRole('alert')).textContent).toBe(
      "Amal Natsheh's request was decided by someone else meanwhile. The list now shows its state.",
    );
    await waitFor(() => expect(within(region()).getByText('Accepted')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the reason typed when the rejection could not be sent', async () => {
    await openWith([aParticipation(1)]);
    api.on('POST', '/admin/participations/1/reject', 'network');
    await userEvent.click(screen.getByRole('button', { name: "Reject Amal Natsheh's request" }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Incomplete profile.');
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The decision could not be sent. Please try again.',
    );
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Reason' }).value).toBe(
      'Incomplete profile.',
    );
  });

  it('says when no owner asked yet', async () => {
    api.on('GET', '/events/5', { status: 200, body: anEvent(5) });
    api.on('GET', '/admin/events/5/participations', aPage([]));
    renderPage(<EventPage />, { url: '/admin/bazaars/5', pattern: '/admin/bazaars/:id' });
    expect(await screen.findByText('No owner has asked to take part yet.')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    speakArabic();
    requests = [
      aParticipation(1, { owner: { id: 9, firstName: 'سامي', lastName: 'حداد' }, note: 'نبيع الصابون.' }),
    ];
    api.on('GET', '/events/5', { status: 200, body: anEvent(5) });
    api.on('GET', '/admin/events/5/participations', () => aPage(requests));
    renderPage(<EventPage />, { url: '/admin/bazaars/5', pattern: '/admin/bazaars/:id' });
    const list = await screen.findByRole('list', { name: 'الطلبات: 1' });
    const item = within(list).getByRole('listitem', { name: 'سامي حداد' });
    expect(within(item).getByText('بانتظار القرار')).toBeTruthy();
    expect(within(item).getByText('نبيع الصابون.')).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'رفض طلب سامي حداد' }));
    const dialog = screen.getByRole('dialog', { name: 'رفض طلب سامي حداد' });
    expect(within(dialog).getByRole('button', { name: 'البازار ممتلئ: لم يبقَ فيه مكان.' })).toBeTruthy();
  });
});
