import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import type { Event } from '@rowad/shared/schemas';
import type { Role } from '@rowad/shared/session';
import { useAuthStore } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { goOffline, goOnline } from '@rowad/shared/test/network';
import { makeToken } from '@rowad/shared/test/tokens';
import { tapOf } from '@rowad/shared/taps';
import { theme } from '@rowad/shared/ui';
import { anEvent, forgetLoadedData } from '../../testing';
import EventPage from './event-page';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => {
    useAuthStore.getState().signOut();
    useLanguageStore.getState().setLanguage('en');
  });
});

function signInAs(role: Role) {
  act(() => {
    useAuthStore.getState().signIn(makeToken({ role }));
  });
}

async function openEvent(event: Event) {
  api.on('GET', `/events/${event.id}`, { status: 200, body: event });
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[`/event/${event.id}`]}>
        <Routes>
          <Route path="/event/:id" element={<EventPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: event.name });
}

const takePart = () => screen.queryByRole('heading', { name: 'Take part' });
const registerButton = () => screen.queryByRole('button', { name: 'Register for this bazaar' });
const noParticipation = { status: 404, body: { code: 'PARTICIPATION_NOT_FOUND', message: 'None' } };

describe('Participation on the event page', () => {
  it.each([
    ['pending', 'Your participation is pending', 'rgb(146, 64, 14)'],
    ['accepted', 'Your participation has been accepted', 'rgb(22, 101, 52)'],
    ['rejected', 'Your participation has been rejected', 'rgb(185, 28, 28)'],
  ] as const)(
    'shows an owner a %s request in its colour, without the button',
    async (status, text, colour) => {
      signInAs('owner');
      const event = anEvent();
      api.on('GET', `/events/${event.id}/my-participation`, { status: 200, body: { status, reason: null } });
      await openEvent(event);
      const note = await screen.findByRole('status');
      expect(note.textContent).toBe(text);
      expect(getComputedStyle(note).color).toBe(colour);
      expect(registerButton()).toBeNull();
    },
  );

  it("shows the admin's reason under a rejected request", async () => {
    signInAs('owner');
    const event = anEvent();
    api.on('GET', `/events/${event.id}/my-participation`, {
      status: 200,
      body: { status: 'rejected', reason: 'Every food stall is taken.' },
    });
    await openEvent(event);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your participation has been rejectedReason: Every food stall is taken.',
    );
  });

  it('offers the button to an owner with no request, on an upcoming or ongoing event', async () => {
    signInAs('owner');
    const event = anEvent({ status: 'ongoing' });
    api.on('GET', `/events/${event.id}/my-participation`, noParticipation);
    await openEvent(event);
    expect(await screen.findByRole('button', { name: 'Register for this bazaar' })).toBeTruthy();
  });

  it('treats a failed lookup as no request (docs/product.md §4)', async () => {
    signInAs('owner');
    const event = anEvent();
    api.on('GET', `/events/${event.id}/my-participation`, {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'x' },
    });
    await openEvent(event);
    expect(await screen.findByRole('button', { name: 'Register for this bazaar' })).toBeTruthy();
  });

  it('registers: the success dialog, then the pending status', async () => {
    signInAs('owner');
    const event = anEvent();
    api.on('GET', `/events/${event.id}/my-participation`, noParticipation);
    api.on('POST', `/events/${event.id}/participate`, {
      status: 201,
      body: { status: 'pending', reason: null },
    });
    await openEvent(event);
    await userEvent.click(await screen.findByRole('button', { name: 'Register for this bazaar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Successfully Registered!' });
    expect(
      within(dialog).getByText('You have been registered for the event. Please wait for approval.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your participation is pending');
    expect(registerButton()).toBeNull();
  });

  it('says when registering failed and keeps the button', async () => {
    signInAs('owner');
    const event = anEvent();
    api.on('GET', `/events/${event.id}/my-participation`, noParticipation);
    api.on('POST', `/events/${event.id}/participate`, {
      status: 500,
      body: { code: 'INTERNAL', message: 'x' },
    });
    await openEvent(event);
    await userEvent.click(await screen.findByRole('button', { name: 'Register for this bazaar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(within(dialog).getByText('Something went wrong. Please try again later.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(registerButton()).toBeTruthy();
  });

  it('offline, says registering needs a connection and sends nothing; no answer says the same (issue 32)', async () => {
    signInAs('owner');
    const event = anEvent();
    api.on('GET', `/events/${event.id}/my-participation`, noParticipation);
    api.on('POST', `/events/${event.id}/participate`, 'network');
    await openEvent(event);
    const register = await screen.findByRole('button', { name: 'Register for this bazaar' });
    const offline = "You're offline. This needs a connection; try again once you're back online.";

    goOffline();
    expect(screen.getByText(offline)).toBeTruthy();
    await userEvent.click(register);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    goOnline();
    expect(screen.queryByText(offline)).toBeNull();
    await userEvent.click(register);
    expect(await screen.findByText(offline)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Registration Failed' })).toBeNull();
    expect(registerButton()).toBeTruthy();
  });

  it('says a full event is full instead of offering the button', async () => {
    signInAs('owner');
    const event = anEvent({ capacity: 20, placesLeft: 0 });
    api.on('GET', `/events/${event.id}/my-participation`, noParticipation);
    await openEvent(event);
    expect(await screen.findByText('This bazaar is full: no places are left.')).toBeTruthy();
    expect(registerButton()).toBeNull();
    expect(screen.getByText('Full')).toBeTruthy();
  });

  it('shows nothing to an owner without a request on a past event', async () => {
    signInAs('owner');
    const event = anEvent({ status: 'past' });
    api.on('GET', `/events/${event.id}/my-participation`, noParticipation);
    await openEvent(event);
    // The lookup settles, and still nothing is offered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.requests.some((request) => request.url === `/events/${event.id}/my-participation`)).toBe(true);
    expect(takePart()).toBeNull();
    expect(registerButton()).toBeNull();
  });

  it('still shows the state of a request on a past event', async () => {
    signInAs('owner');
    const event = anEvent({ status: 'past' });
    api.on('GET', `/events/${event.id}/my-participation`, {
      status: 200,
      body: { status: 'accepted', reason: null },
    });
    await openEvent(event);
    expect((await screen.findByRole('status')).textContent).toBe('Your participation has been accepted');
  });

  it.each<Role | 'guest'>(['guest', 'investor', 'user', 'admin'])(
    'offers no registration to a %s, and never asks for a participation',
    async (who) => {
      if (who !== 'guest') signInAs(who);
      const event = anEvent();
      await openEvent(event);
      expect(registerButton()).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      expect(api.requests.some((request) => request.url.endsWith('/my-participation'))).toBe(false);
      // Anyone may still put the bazaar in a calendar.
      expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
        `/api/events/${event.id}/calendar.ics`,
      );
    },
  );

  it("marks 'Add to calendar' as the bazaar's calendar tap, for the insights (issue 30)", async () => {
    const event = anEvent();
    await openEvent(event);
    expect(tapOf(screen.getByRole('link', { name: 'Add to calendar' }))).toEqual({
      kind: 'event',
      id: event.id,
      channel: 'calendar',
    });
  });

  it('offers no calendar link for a past event to a guest, and no area at all', async () => {
    await openEvent(anEvent({ status: 'past' }));
    expect(takePart()).toBeNull();
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    signInAs('owner');
    const event = anEvent({ capacity: 30, placesLeft: 3 });
    api.on('GET', `/events/${event.id}/my-participation`, {
      status: 200,
      body: { status: 'pending', reason: null },
    });
    await openEvent(event);
    expect((await screen.findByRole('status')).textContent).toBe('طلب مشاركتك قيد المراجعة');
    expect(screen.getByText('بقي 3 من 30 مكانًا')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أضف إلى التقويم' })).toBeTruthy();
  });
});
