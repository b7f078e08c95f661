import { screen, within } from '@testing-library/react';
import type { AdminSummary } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { renderPage, resetApp, signInAsAdmin, speakArabic } from '../testing';
import { AdminLayout } from './admin-layout';

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

const summary = (counts: Partial<AdminSummary> = {}): AdminSummary => ({
  newProjects: 0,
  projectEdits: 0,
  participationRequests: 0,
  contactMessages: 0,
  failedMails: 0,
  ...counts,
});

function show(url = '/admin') {
  renderPage(
    <AdminLayout>
      <p>The page</p>
    </AdminLayout>,
    { url, pattern: '*' },
  );
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminLayout', () => {
  it("lists 'Undelivered mail' with its count only while some mail could not be delivered", async () => {
    api.on('GET', '/admin/summary', {
      status: 200,
      body: summary({ failedMails: 2, contactMessages: 1, openReports: 4 }),
    });
    show();
    const link = await screen.findByRole('link', { name: 'Undelivered mail 2' });
    expect(link.getAttribute('href')).toBe('/admin/mail');
    expect(navLinks()).toEqual([
      'Dashboard',
      'Insights',
      'Project reviews',
      'Bazaars',
      'Bazaar requests',
      'Reports4',
      'Users',
      'Messages1',
      'Undelivered mail2',
      'Audit log',
      'Releases',
    ]);
  });

  it('leaves it out when every mail was delivered', async () => {
    api.on('GET', '/admin/summary', { status: 200, body: summary({ contactMessages: 3 }) });
    show();
    expect(await screen.findByRole('link', { name: 'Messages 3' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Undelivered mail/ })).toBeNull();
  });

  it('keeps it while the admin is on that page, even once none is left', async () => {
    api.on('GET', '/admin/summary', { status: 200, body: summary({ contactMessages: 3 }) });
    show('/admin/mail');
    await screen.findByRole('link', { name: 'Messages 3' });
    const link = screen.getByRole('link', { name: 'Undelivered mail' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('names it in Arabic', async () => {
    speakArabic();
    api.on('GET', '/admin/summary', { status: 200, body: summary({ failedMails: 1 }) });
    show();
    expect((await screen.findByRole('link', { name: 'رسائل بريد لم تُسلَّم 1' })).getAttribute('href')).toBe(
      '/admin/mail',
    );
  });
});
