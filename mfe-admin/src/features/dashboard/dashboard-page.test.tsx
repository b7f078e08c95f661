import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSummary } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi, type FakeReply } from '@rowad/shared/test/fake-api';
import { renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import DashboardPage from './dashboard-page';

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

const summary = (counts: Partial<AdminSummary> = {}): AdminSummary => ({
  newProjects: 0,
  projectEdits: 0,
  participationRequests: 0,
  contactMessages: 0,
  failedMails: 0,
  openReports: 0,
  ...counts,
});

/** The card of one queue, found by its link's name. */
const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('DashboardPage', () => {
  it("shows each queue's count with a line of what it is, and links to the queue", async () => {
    api.on('GET', '/admin/summary', {
      status: 200,
      body: summary({
        newProjects: 3,
        projectEdits: 1,
        participationRequests: 0,
        contactMessages: 12,
        openReports: 2,
      }),
    });
    renderPage(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('3 waiting')).toBeTruthy();

    expect(card('New projects').textContent).toBe(
      'New projects33 waitingProjects never published yet, waiting for a first approval.',
    );
    expect(within(card('Project edits')).getByText('1 waiting')).toBeTruthy();
    expect(within(card('Project edits')).getByText('Changes owners made to public projects.')).toBeTruthy();
    expect(within(card('Contact messages')).getByText('12 waiting')).toBeTruthy();
    // An empty queue reads as calm, not as a zero to worry about.
    expect(within(card('Bazaar requests')).getByText('Nothing waiting')).toBeTruthy();

    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('New projects')).toBe('/admin/projects');
    expect(href('Project edits')).toBe('/admin/projects');
    expect(href('Bazaar requests')).toBe('/admin/requests');
    expect(href('Contact messages')).toBe('/admin/messages');
    // Issue 31: the reported items waiting for a decision, opening the queue.
    expect(within(card('Reports')).getByText('2 waiting')).toBeTruthy();
    expect(href('Reports')).toBe('/admin/reports');
    expect(document.title).toBe('Dashboard · Rowad');
  });

  it('warns above the cards when e-mails could not be delivered, with a link to them', async () => {
    api.on('GET', '/admin/summary', { status: 200, body: summary({ failedMails: 3, newProjects: 1 }) });
    renderPage(<DashboardPage />);
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toBe('3 e-mails could not be delivered.See them');
    expect(within(warning).getByRole('link', { name: 'See them' }).getAttribute('href')).toBe('/admin/mail');
    // Above the cards: it comes before the 'Waiting for you' section in the page.
    const cards = screen.getByRole('region', { name: 'Waiting for you' });
    expect(warning.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says one e-mail in the singular', async () => {
    api.on('GET', '/admin/summary', { status: 200, body: summary({ failedMails: 1 }) });
    renderPage(<DashboardPage />);
    expect((await screen.findByRole('note')).textContent).toBe('1 e-mail could not be delivered.See them');
  });

  it('says nothing about mail when every mail was delivered', async () => {
    api.on('GET', '/admin/summary', { status: 200, body: summary({ newProjects: 2 }) });
    renderPage(<DashboardPage />);
    expect(await screen.findByText('2 waiting')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See them' })).toBeNull();
  });

  it('links to the bazaars, the users, the audit log and the releases', async () => {
    api.on('GET', '/admin/summary', { status: 200, body: summary() });
    renderPage(<DashboardPage />);
    const manage = screen.getByRole('region', { name: 'Manage' });
    expect(
      within(manage)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bazaars', '/admin/bazaars'],
      ['Users', '/admin/users'],
      ['Audit log', '/admin/audit'],
      ['Releases', '/admin/releases'],
    ]);
    expect(await screen.findAllByText('Nothing waiting')).toHaveLength(5);
  });

  it('keeps the five cards in place while loading, then shows the counts', async () => {
    let answer: ((reply: FakeReply) => void) | undefined;
    api.on('GET', '/admin/summary', () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    renderPage(<DashboardPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading what waits...');
    const cards = screen.getByRole('list', { busy: true });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cards).getByRole('link', { name: 'New projects' })).toBeTruthy();
    expect(screen.queryByText('Nothing waiting')).toBeNull();

    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.({ status: 200, body: summary({ projectEdits: 2 }) }));
    expect(await screen.findByText('2 waiting')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
  });

  it("says when the counts could not be loaded, and 'Try again' loads them again", async () => {
    let calls = 0;
    api.on('GET', '/admin/summary', () =>
      ++calls === 1
        ? { status: 403, body: { code: 'FORBIDDEN', message: 'x' } }
        : { status: 200, body: summary({ contactMessages: 1 }) },
    );
    renderPage(<DashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The counts could not be loaded. Check your connection and try again.',
    );
    expect(screen.queryByRole('link', { name: 'New projects' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      within(
        await screen
          .findByRole('link', { name: 'Contact messages' })
          .then((link) => link.closest('li') as HTMLElement),
      ).getByText('1 waiting'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('reads in Arabic', async () => {
    speakArabic();
    api.on('GET', '/admin/summary', { status: 200, body: summary({ newProjects: 1, projectEdits: 4 }) });
    renderPage(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة المتابعة' })).toBeTruthy();
    expect(await screen.findByText('واحد بانتظار القرار')).toBeTruthy();
    expect(within(card('مشاريع جديدة')).getByText('واحد بانتظار القرار')).toBeTruthy();
    expect(within(card('تعديلات المشاريع')).getByText('بانتظار القرار: 4')).toBeTruthy();
    expect(within(card('طلبات البازارات')).getByText('لا شيء بانتظارك')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'سجل القرارات' }).getAttribute('href')).toBe('/admin/audit');
    expect(document.title).toBe('لوحة المتابعة · رواد');
  });

  it('warns in Arabic about undelivered e-mail', async () => {
    speakArabic();
    api.on('GET', '/admin/summary', { status: 200, body: summary({ failedMails: 4 }) });
    renderPage(<DashboardPage />);
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toBe('تعذّر تسليم رسائل بريد إلكتروني: 4.اعرضها');
    expect(within(warning).getByRole('link', { name: 'اعرضها' }).getAttribute('href')).toBe('/admin/mail');
  });

  it("says in Arabic when the counts failed, with 'Try again'", async () => {
    speakArabic();
    api.on('GET', '/admin/summary', { status: 400, body: { code: 'BAD_REQUEST', message: 'x' } });
    renderPage(<DashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'تعذّر تحميل الأعداد. تحقّق من اتصالك وحاول مرة أخرى.',
    );
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
  });
});
