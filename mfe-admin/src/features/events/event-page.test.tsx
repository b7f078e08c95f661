import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Event } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi, type FakeReply, type FakeRequest } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import { resetApp, signInAsAdmin, speakArabic } from '../../testing';
import EventPage from './event-page';
import EventsPage from './events-page';
import { aPage, anEvent } from './test-events';

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

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

/** The bazaars' list and page as the area routes them, opened at `url`. */
function openAt(url: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/bazaars" element={<EventsPage />} />
          <Route path="/admin/bazaars/:id" element={<EventPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

/** The bazaar `event` as the API serves it, with no requests to take part. */
function serve(event: Event) {
  api.on('GET', `/events/${event.id}`, { status: 200, body: event });
  api.on('GET', `/admin/events/${event.id}/participations`, aPage([]));
}

/** An answer the test gives when it says so. */
function later() {
  let answer: (reply: FakeReply) => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => {
    answer = resolve;
  });
  return { reply, answer };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const calls = (method: string, url: string) =>
  api.requests.filter((request) => request.method === method && request.url === url);

async function fillNewBazaar() {
  await userEvent.type(field('Name'), '  Nablus Winter Market ');
  await userEvent.type(field('Description'), 'Warm food and wool.');
  await userEvent.type(field('Category 1'), 'food');
  await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
  await userEvent.type(field('Category 2'), 'textiles');
  await userEvent.type(field('Start date'), '2026-12-20');
  await userEvent.type(field('End date'), '2026-12-22');
  await userEvent.type(field('City'), 'Nablus');
  await userEvent.type(field('Street'), 'Old City');
  await userEvent.click(screen.getByRole('radio', { name: 'Virtual, online' }));
  await userEvent.type(field('Capacity (optional)'), '25');
}

describe('EventPage: a new bazaar', () => {
  it('sends the checked bazaar, then opens its page with what to do next', async () => {
    const created = anEvent(9, {
      name: 'Nablus Winter Market',
      kind: 'virtual',
      capacity: 25,
      placesLeft: 25,
    });
    const answer = later();
    api.on('POST', '/admin/events', () => answer.reply);
    serve(created);
    openAt('/admin/bazaars/new');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New bazaar');
    expect(document.title).toBe('New bazaar · Rowad');
    await fillNewBazaar();
    await userEvent.click(screen.getByRole('button', { name: 'Create bazaar' }));

    const sending = screen.getByRole<HTMLButtonElement>('button', { name: 'Creating...' });
    expect(sending.disabled).toBe(true);
    await userEvent.click(sending);
    expect(calls('POST', '/admin/events')).toHaveLength(1);
    expect(calls('POST', '/admin/events')[0]?.body).toEqual({
      name: 'Nablus Winter Market',
      description: 'Warm food and wool.',
      city: 'Nablus',
      street: 'Old City',
      startDate: '2026-12-20',
      endDate: '2026-12-22',
      categories: ['food', 'textiles'],
      kind: 'virtual',
      capacity: 25,
    });

    answer.answer({ status: 201, body: created });
    expect((await screen.findByRole('status')).textContent).toBe('Bazaar created. Add its images below.');
    expect(where()).toBe('/admin/bazaars/9');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nablus Winter Market');
    expect(screen.getByRole('region', { name: 'Images' })).toBeTruthy();
  });

  it("shows the shared schema's message under each field and sends nothing", async () => {
    openAt('/admin/bazaars/new');
    await userEvent.click(screen.getByRole('button', { name: 'Create bazaar' }));
    expect(await screen.findByText('Event name is required.')).toBeTruthy();
    expect(screen.getByText('City is required.')).toBeTruthy();
    expect(screen.getByText('Start date is required.')).toBeTruthy();
    expect(screen.getByText('End date is required.')).toBeTruthy();
    expect(screen.getByText('At least one category is required.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(field('Name'));

    await userEvent.type(field('Name'), 'Market');
    expect(screen.queryByText('Event name is required.')).toBeNull();
    await userEvent.type(field('Start date'), '2026-12-20');
    await userEvent.type(field('End date'), '2026-12-18');
    await userEvent.type(field('Capacity (optional)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create bazaar' }));
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(screen.getByText('Capacity must be a whole number from 1 to 100000.')).toBeTruthy();
    expect(calls('POST', '/admin/events')).toHaveLength(0);
  });

  it("shows the server's refusal of a field under it, keeping what was typed", async () => {
    api.on('POST', '/admin/events', {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'x',
        errors: { city: 'City must be at most 80 characters.' },
      },
    });
    openAt('/admin/bazaars/new');
    await fillNewBazaar();
    await userEvent.click(screen.getByRole('button', { name: 'Create bazaar' }));
    expect(await screen.findByText('City must be at most 80 characters.')).toBeTruthy();
    expect(screen.getByText('The server refused some fields: see the messages under them.')).toBeTruthy();
    expect(field('City').value).toBe('Nablus');
    expect(where()).toBe('/admin/bazaars/new');
  });

  it('reads in Arabic', async () => {
    speakArabic();
    openAt('/admin/bazaars/new');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('بازار جديد');
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء البازار' }));
    expect(await screen.findByText('اسم الفعالية مطلوب.')).toBeTruthy();
    expect(screen.getByLabelText('تاريخ البداية')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'حضوري، في العنوان أعلاه' })).toBeTruthy();
  });
});

describe('EventPage: editing a bazaar', () => {
  it('fills the form from the bazaar and saves only the fields changed', async () => {
    let stored = anEvent(5);
    api.on('GET', '/events/5', () => ({ status: 200, body: stored }));
    api.on('GET', '/admin/events/5/participations', aPage([]));
    api.on('PATCH', '/admin/events/5', (request: FakeRequest) => {
      stored = { ...stored, ...(request.body as Partial<Event>), placesLeft: null };
      return { status: 200, body: stored };
    });
    openAt('/admin/bazaars/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hebron Spring Bazaar' })).toBeTruthy();
    expect(document.title).toBe('Edit Hebron Spring Bazaar · Rowad');
    expect(field('Name').value).toBe('Hebron Spring Bazaar');
    expect(field('Start date').value).toBe('2026-12-10');
    expect(field('Category 2').value).toBe('food');
    expect(field('Capacity (optional)').value).toBe('40');
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'In person, at the address above' }).checked,
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Nothing to save: no field was changed.');
    expect(calls('PATCH', '/admin/events/5')).toHaveLength(0);

    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Hebron Winter Bazaar');
    await userEvent.clear(field('Capacity (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove category 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(calls('PATCH', '/admin/events/5')[0]?.body).toEqual({
      name: 'Hebron Winter Bazaar',
      capacity: null,
      categories: ['food'],
    });
    expect(screen.getByText('No limit on places')).toBeTruthy();
  });

  it('says when the save failed, keeping the changes', async () => {
    serve(anEvent(5));
    api.on('PATCH', '/admin/events/5', {
      status: 500,
      body: { code: 'INTERNAL', message: 'Internal Server Error' },
    });
    openAt('/admin/bazaars/5');
    await userEvent.type(await screen.findByLabelText('Street'), ' 12');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The changes could not be saved. Please try again.')).toBeTruthy();
    expect(field('Street').value).toBe('Ein Sara Street 12');
  });

  it('says the save needs a connection when it got no answer (issue 32), keeping the changes', async () => {
    serve(anEvent(5));
    api.on('PATCH', '/admin/events/5', 'network');
    openAt('/admin/bazaars/5');
    await userEvent.type(await screen.findByLabelText('Street'), ' 12');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "You're offline. Sending needs a connection; what you typed stays here.",
    );
    expect(screen.queryByText('The changes could not be saved. Please try again.')).toBeNull();
    expect(field('Street').value).toBe('Ein Sara Street 12');
  });

  it('deletes the bazaar after a confirmation naming it, then says so on the list', async () => {
    serve(anEvent(5));
    api.on('DELETE', '/admin/events/5', { status: 204 });
    api.on('GET', '/events', aPage([anEvent(4, { name: 'Online Craft Week' })]));
    openAt('/admin/bazaars/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete bazaar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Hebron Spring Bazaar”?' });
    expect(
      within(dialog).getByText(
        'The bazaar, its images and all its requests to take part (accepted ones included) are deleted too. This cannot be undone.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE', '/admin/events/5')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete bazaar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete “Hebron Spring Bazaar”?' })).getByRole('button', {
        name: 'Delete bazaar',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      '“Hebron Spring Bazaar” was deleted with its images and requests.',
    );
    expect(where()).toBe('/admin/bazaars');
    expect(calls('DELETE', '/admin/events/5')).toHaveLength(1);
    expect(await screen.findByRole('listitem', { name: 'Online Craft Week' })).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the delete failed', async () => {
    serve(anEvent(5));
    api.on('DELETE', '/admin/events/5', { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } });
    openAt('/admin/bazaars/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete bazaar' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete bazaar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The bazaar could not be deleted. Please try again.',
    );
    expect(where()).toBe('/admin/bazaars/5');
  });

  it("says 'Bazaar not found' with a way back for a missing bazaar", async () => {
    api.on('GET', '/events/77', {
      status: 404,
      body: { code: 'EVENT_NOT_FOUND', message: 'Event not found.' },
    });
    openAt('/admin/bazaars/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bazaar not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the bazaars' }));
    expect(where()).toBe('/admin/bazaars');
  });

  it('says the bazaar could not be loaded, with a retry', async () => {
    let answers = 0;
    api.on('GET', '/events/5', () => {
      answers += 1;
      return answers === 1
        ? { status: 403, body: { code: 'FORBIDDEN', message: 'x' } }
        : { status: 200, body: anEvent(5) };
    });
    api.on('GET', '/admin/events/5/participations', aPage([]));
    openAt('/admin/bazaars/5');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The bazaar could not be loaded. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hebron Spring Bazaar' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    speakArabic();
    serve(anEvent(5, { name: 'بازار الربيع' }));
    openAt('/admin/bazaars/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'بازار الربيع' })).toBeTruthy();
    expect(document.title).toBe('تعديل بازار الربيع · رواد');
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'الصور' })).toBeTruthy();
    expect(await screen.findByText('لم يطلب أي مالك المشاركة بعد.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'حذف البازار' }));
    expect(screen.getByRole('dialog', { name: 'حذف «بازار الربيع»؟' })).toBeTruthy();
  });
});
