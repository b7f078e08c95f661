import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredContactMessage } from '@rowad/shared/schemas';
import { installFakeApi, type FakeAnswer, type FakeApi, type FakeRequest } from '@rowad/shared/test/fake-api';
import { currentLocation, renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import ContactMessagesPage from './contact-messages-page';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  signInAsAdmin();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  resetApp();
});

function aMessage(
  id: number,
  name: string,
  overrides: Partial<StoredContactMessage> = {},
): StoredContactMessage {
  return {
    id,
    name,
    email: `${name.toLowerCase()}@mail.ps`,
    message: `Hello from ${name}.\nSecond line.`,
    createdAt: '2026-11-20T09:30:00.000Z',
    handledAt: null,
    ...overrides,
  };
}

const page = (items: StoredContactMessage[]): FakeAnswer => ({
  status: 200,
  body: items,
  headers: { 'x-total-count': String(items.length) },
});

/** The API's messages, open or handled, answered for each `state` as the API filters them. */
function serve(messages: StoredContactMessage[]) {
  const stored = [...messages];
  api.on('GET', '/admin/contact-messages', (request: FakeRequest) => {
    const state = request.query['state'];
    return page(
      stored.filter((message) =>
        state === 'all'
          ? true
          : state === 'handled'
            ? message.handledAt !== null
            : message.handledAt === null,
      ),
    );
  });
  return {
    handle(id: number) {
      const index = stored.findIndex((message) => message.id === id);
      stored[index] = { ...stored[index]!, handledAt: '2026-11-24T10:00:00.000Z' };
      return stored[index]!;
    },
  };
}

const listQueries = () =>
  api.requests.filter((request) => request.url === '/admin/contact-messages').map((request) => request.query);

function show(url = '/admin/messages') {
  renderPage(<ContactMessagesPage />, { url, pattern: '/admin/messages' });
}

describe('ContactMessagesPage', () => {
  it("shows each open message's sender, e-mail with a reply link, date and text as written", async () => {
    serve([aMessage(1, 'Huda', { message: 'Line one\nLine two' })]);
    show();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const card = within(list).getByRole('article', { name: 'Huda' });
    expect(within(card).getByText('huda@mail.ps')).toBeTruthy();
    expect(within(card).getByText('Sent on Fri, Nov 20, 2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe(
      'mailto:huda@mail.ps?subject=Your%20message%20to%20Rowad',
    );
    const text = within(card).getByText(/Line one/);
    expect(text.textContent).toBe('Line one\nLine two');
    expect(text.getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
    expect(listQueries()).toEqual([{ state: 'open' }]);
    expect(document.title).toBe('Messages · Rowad');
  });

  it('encodes every part of the reply link: an address holding ?, & and = stays one recipient', async () => {
    // A valid address (the local part may hold ? = &) that would otherwise add a Bcc and a body.
    serve([aMessage(1, 'Huda', { email: 'x?bcc=spy&body=hi@ex.com' })]);
    show();
    const card = await screen.findByRole('article', { name: 'Huda' });
    const href = within(card).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')!;
    expect(href).toBe('mailto:x%3Fbcc%3Dspy%26body%3Dhi@ex.com?subject=Your%20message%20to%20Rowad');
    const link = new URL(href);
    expect(decodeURIComponent(link.pathname)).toBe('x?bcc=spy&body=hi@ex.com');
    expect([...link.searchParams.keys()]).toEqual(['subject']);
  });

  it('switches between Open, Handled and All through the address, each with its own empty text', async () => {
    serve([aMessage(1, 'Huda', { handledAt: '2026-11-22T09:30:00.000Z' })]);
    show();
    expect(
      await screen.findByText('No open messages. Messages sent with the contact form appear here.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(currentLocation()).toBe('/admin/messages?state=handled');
    const card = await screen.findByRole('article', { name: 'Huda' });
    expect(within(card).getByText('Handled on Sun, Nov 22, 2026')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Mark handled' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Handled' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(currentLocation()).toBe('/admin/messages?state=all');
    expect(await screen.findByRole('article', { name: 'Huda' })).toBeTruthy();
    expect(listQueries()).toEqual([{ state: 'open' }, { state: 'handled' }, { state: 'all' }]);
  });

  it('says when there is no handled message yet', async () => {
    serve([aMessage(1, 'Huda')]);
    show('/admin/messages?state=handled');
    expect(await screen.findByText('No handled messages yet.')).toBeTruthy();
  });

  it('marks a message handled: one call, the button disabled meanwhile, then it leaves the open list', async () => {
    const inbox = serve([aMessage(1, 'Huda'), aMessage(2, 'Omar')]);
    let answer: (reply: FakeAnswer) => void = () => undefined;
    api.on(
      'POST',
      '/admin/contact-messages/2/handled',
      () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    );
    show();
    const omar = await screen.findByRole('article', { name: 'Omar' });
    await userEvent.click(within(omar).getByRole('button', { name: 'Mark handled' }));
    expect((within(omar).getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answer({ status: 200, body: inbox.handle(2) });

    expect((await screen.findByRole('status')).textContent).toBe('The message from Omar is marked handled.');
    expect(screen.queryByRole('article', { name: 'Omar' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Huda' })).toBeTruthy();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.url, request.body])).toEqual([
      ['/admin/contact-messages/2/handled', undefined],
    ]);
  });

  it('says when another admin marked it first, and reloads the list', async () => {
    serve([aMessage(1, 'Huda')]);
    api.on('POST', '/admin/contact-messages/1/handled', {
      status: 409,
      body: { code: 'ALREADY_HANDLED', message: 'x' },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Already marked handled by another admin.');
    expect(screen.queryByRole('article', { name: 'Huda' })).toBeNull();
    await waitFor(() => expect(listQueries()).toHaveLength(2));
  });

  it("collapses a long message behind 'Read all'", async () => {
    serve([aMessage(1, 'Huda', { message: 'word '.repeat(200) })]);
    show();
    const card = await screen.findByRole('article', { name: 'Huda' });
    const toggle = within(card).getByRole('button', { name: 'Read all' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(within(card).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('says when the messages could not be loaded', async () => {
    api.on('GET', '/admin/contact-messages', { status: 403, body: { code: 'FORBIDDEN', message: 'x' } });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the messages. Please try again.',
    );
  });

  it('reads in Arabic', async () => {
    speakArabic();
    serve([aMessage(1, 'سلمى', { email: 'salma@mail.ps', message: 'مرحبا' })]);
    show();
    const card = await screen.findByRole('article', { name: 'سلمى' });
    expect(within(card).getByRole('link', { name: 'الرد بالبريد الإلكتروني' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'تعليم كمعالَجة' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الرسائل');
    expect(screen.getByRole('link', { name: 'مفتوحة' }).getAttribute('aria-current')).toBe('page');
  });
});
