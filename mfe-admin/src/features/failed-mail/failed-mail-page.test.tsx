import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FailedMail } from '@rowad/shared/schemas';
import { installFakeApi, type FakeAnswer, type FakeApi } from '@rowad/shared/test/fake-api';
import { renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import FailedMailPage from './failed-mail-page';

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

function aMail(id: number, subject: string, overrides: Partial<FailedMail> = {}): FailedMail {
  return {
    id,
    to: `person${id}@mail.ps`,
    subject,
    attempts: 5,
    lastError: '550 5.1.1 <person@mail.ps>: Recipient address rejected',
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** The API's failed mails; a mail queued again leaves them, as the API does. */
function serve(mails: FailedMail[]) {
  const stored = [...mails];
  api.on('GET', '/admin/mail/failed', () => ({
    status: 200,
    body: stored,
    headers: { 'x-total-count': String(stored.length) },
  }));
  return {
    remove(id: number) {
      stored.splice(
        stored.findIndex((mail) => mail.id === id),
        1,
      );
    },
  };
}

const listCalls = () => api.requests.filter((request) => request.url === '/admin/mail/failed');

function show() {
  renderPage(<FailedMailPage />, { url: '/admin/mail', pattern: '/admin/mail' });
}

describe('FailedMailPage', () => {
  it('shows each undelivered mail: subject, recipient, attempts, last error and when it was queued', async () => {
    serve([aMail(1, 'Your project is approved'), aMail(2, 'Reset your password', { lastError: null })]);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Undelivered mail' })).toBeTruthy();
    expect(
      screen.getByText(
        'These e-mails could not be delivered after every attempt: the mail server refused them or could not be reached. The people below did not receive them.',
      ),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Undelivered e-mails' });
    const card = within(list).getByRole('article', { name: 'Your project is approved' });
    expect(within(card).getByRole('heading', { level: 2 }).getAttribute('dir')).toBe('auto');
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['To', 'person1@mail.ps'],
      ['Attempts', '5'],
      ['Last error', '550 5.1.1 <person@mail.ps>: Recipient address rejected'],
    ]);
    expect(within(card).getByText('550 5.1.1 <person@mail.ps>: Recipient address rejected').tagName).toBe(
      'CODE',
    );
    expect(within(card).getByText('Queued on Fri, Nov 20, 2026')).toBeTruthy();
    const other = within(list).getByRole('article', { name: 'Reset your password' });
    expect(within(other).getByText('No error was recorded.')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(document.title).toBe('Undelivered mail · Rowad');
  });

  it('sends a mail again: one empty POST, the button disabled meanwhile, then it leaves the list', async () => {
    const server = serve([aMail(1, 'Welcome to Rowad'), aMail(2, 'Your project is approved')]);
    let answer: (reply: FakeAnswer) => void = () => undefined;
    api.on('POST', '/admin/mail/2/retry', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    show();
    const card = await screen.findByRole('article', { name: 'Your project is approved' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send again' }));
    expect((within(card).getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    server.remove(2);
    answer({ status: 204 });

    expect((await screen.findByRole('status')).textContent).toBe(
      'Queued again: Your project is approved to person2@mail.ps.',
    );
    expect(screen.queryByRole('article', { name: 'Your project is approved' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Welcome to Rowad' })).toBeTruthy();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.url, request.body])).toEqual([['/admin/mail/2/retry', undefined]]);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('says when the mail was already sent or queued again, and reloads the list', async () => {
    serve([aMail(1, 'Welcome to Rowad')]);
    api.on('POST', '/admin/mail/1/retry', { status: 409, body: { code: 'MAIL_NOT_FAILED', message: 'x' } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This mail was already sent or queued again.',
    );
    expect(screen.queryByRole('article', { name: 'Welcome to Rowad' })).toBeNull();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('says plainly when sending again failed for another reason, and keeps the mail', async () => {
    serve([aMail(1, 'Welcome to Rowad')]);
    api.on('POST', '/admin/mail/1/retry', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The mail could not be queued again. Please try again.',
    );
    expect(screen.getByRole('article', { name: 'Welcome to Rowad' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send again' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when every mail was delivered', async () => {
    serve([]);
    show();
    expect(await screen.findByText('Every mail was delivered.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Undelivered e-mails' })).toBeNull();
  });

  it("shows a skeleton while loading, then says when the list failed; 'Try again' loads it", async () => {
    let calls = 0;
    api.on('GET', '/admin/mail/failed', () =>
      ++calls === 1
        ? { status: 403, body: { code: 'FORBIDDEN', message: 'x' } }
        : { status: 200, body: [aMail(1, 'Welcome to Rowad')], headers: { 'x-total-count': '1' } },
    );
    show();
    expect(screen.getByLabelText('Loading the undelivered mail...').getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the undelivered mail. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Welcome to Rowad' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it("loads the next page with 'Show more'", async () => {
    api.on('GET', '/admin/mail/failed', (request): FakeAnswer =>
      request.query['cursor'] === 'c2'
        ? { status: 200, body: [aMail(3, 'Third')], headers: { 'x-total-count': '3' } }
        : {
            status: 200,
            body: [aMail(1, 'First'), aMail(2, 'Second')],
            headers: { 'x-total-count': '3', link: '</api/admin/mail/failed?cursor=c2>; rel="next"' },
          },
    );
    show();
    expect(await screen.findByText('Showing 2 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Third' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    speakArabic();
    serve([aMail(1, 'مرحبا بك في رواد')]);
    api.on('POST', '/admin/mail/1/retry', { status: 409, body: { code: 'MAIL_NOT_FAILED', message: 'x' } });
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('رسائل بريد لم تُسلَّم');
    const card = await screen.findByRole('article', { name: 'مرحبا بك في رواد' });
    expect(within(card).getByText('إلى')).toBeTruthy();
    expect(within(card).getByText('آخر خطأ')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'إرسال مرة أخرى' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'أُرسلت هذه الرسالة أو أُعيدت إلى قائمة الإرسال من قبل.',
    );
    expect(document.title).toBe('رسائل بريد لم تُسلَّم · رواد');
  });

  it('says in Arabic when every mail was delivered', async () => {
    speakArabic();
    serve([]);
    show();
    expect(await screen.findByText('سُلِّمت كل الرسائل.')).toBeTruthy();
  });
});
