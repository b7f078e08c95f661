import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, AuditEntry } from '@rowad/shared/schemas';
import { installFakeApi, type FakeAnswer, type FakeApi, type FakeRequest } from '@rowad/shared/test/fake-api';
import { currentLocation, renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import AuditLogPage from './audit-log-page';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  signInAsAdmin();
  api = await installFakeApi();
  api.on('GET', '/admin/users', {
    status: 200,
    body: [anAdmin(1, 'Rana'), anAdmin(2, 'Khaled')],
    headers: { 'x-total-count': '2' },
  });
});
afterEach(() => {
  api.restore();
  resetApp();
});

function anAdmin(id: number, firstName: string): AdminUser {
  return {
    id,
    firstName,
    lastName: 'Admin',
    email: `${firstName.toLowerCase()}@rowad.ps`,
    role: 'admin',
    state: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

let nextId = 1;
function anEntry(action: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: nextId++,
    admin: { id: 1, firstName: 'Rana', lastName: 'Admin' },
    action,
    subjectType: 'project',
    subjectId: 5,
    subjectName: 'Olive Soap',
    reason: null,
    details: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

const page = (items: AuditEntry[], headers: Record<string, string> = {}): FakeAnswer => ({
  status: 200,
  body: items,
  headers: { 'x-total-count': String(items.length), ...headers },
});

const logQueries = () =>
  api.requests.filter((request) => request.url === '/admin/audit-log').map((request) => request.query);

function show(url = '/admin/audit') {
  renderPage(<AuditLogPage />, { url, pattern: '/admin/audit' });
}

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Decisions' })).getAllByRole('listitem');

const RELEASE = 'mfe_public https://cdn.example.ps/mfe-public/v3/remoteEntry.js';

/** A CI job's release (no admin, via the release token), two admins' decisions, a removed admin's. */
function releaseEntries(): AuditEntry[] {
  const release = { subjectType: 'release' as const, subjectId: 3, subjectName: RELEASE };
  return [
    anEntry('release.created', { ...release, admin: null, details: { via: 'release token', percent: 10 } }),
    anEntry('release.promoted', release),
    anEntry('release.rolled-back', { ...release, details: { via: 'admin' } }),
    anEntry('release.rolled-back', { ...release, admin: null, details: { via: 'admin' } }),
  ];
}

describe('AuditLogPage', () => {
  it('says each decision in words: who, what, the item linked to its page, when and why', async () => {
    api.on(
      'GET',
      '/admin/audit-log',
      page([
        anEntry('project.rejected', { reason: 'Photos are blurry.\nPlease retake them.' }),
        anEntry('participation.accepted', {
          subjectType: 'participation',
          subjectId: 40,
          subjectName: 'Winter Bazaar',
        }),
        anEntry('event.updated', { subjectType: 'event', subjectId: 9, subjectName: 'Winter Bazaar' }),
        anEntry('event.deleted', { subjectType: 'event', subjectId: 10, subjectName: null }),
        anEntry('comment.deleted', { subjectType: 'comment', subjectId: 77, subjectName: null }),
        anEntry('user.disabled', {
          subjectType: 'user',
          subjectId: 12,
          subjectName: 'Lina Haddad',
          reason: 'Spam',
        }),
        anEntry('contact.handled', {
          subjectType: 'contact',
          subjectId: 3,
          subjectName: 'Huda',
          admin: null,
        }),
        anEntry('project.archived'),
      ]),
    );
    show();
    const [rejected, accepted, updated, deleted, comment, disabled, handled, unknown] = await entries();

    expect(rejected!.querySelector('p')?.textContent).toBe('Rana Admin rejected the project Olive Soap');
    expect(within(rejected!).getByRole('link', { name: 'Olive Soap' }).getAttribute('href')).toBe(
      '/project/5',
    );
    expect(within(rejected!).getByRole('link', { name: 'Rana Admin' }).getAttribute('href')).toBe(
      '/admin/users/1',
    );
    expect(within(rejected!).getByText('Reason:').parentElement?.textContent).toBe(
      'Reason:Photos are blurry.\nPlease retake them.',
    );
    expect(within(rejected!).getByText(/^Fri, Nov 20, 2026 at \d{1,2}:\d{2} [AP]M$/)).toBeTruthy();
    expect(within(rejected!).getByText('Projects')).toBeTruthy();

    expect(accepted!.querySelector('p')?.textContent).toBe(
      'Rana Admin accepted a request to take part in Winter Bazaar',
    );
    expect(within(accepted!).queryByRole('link', { name: 'Winter Bazaar' })).toBeNull();
    expect(within(updated!).getByRole('link', { name: 'Winter Bazaar' }).getAttribute('href')).toBe(
      '/admin/bazaars/9',
    );
    expect(deleted!.querySelector('p')?.textContent).toBe('Rana Admin deleted the bazaar (no longer exists)');
    expect(comment!.querySelector('p')?.textContent?.trim()).toBe('Rana Admin deleted a comment');
    expect(disabled!.querySelector('p')?.textContent).toBe('Rana Admin disabled the account of Lina Haddad');
    expect(within(disabled!).getByRole('link', { name: 'Lina Haddad' }).getAttribute('href')).toBe(
      '/admin/users/12',
    );
    expect(handled!.querySelector('p')?.textContent).toBe(
      'A removed account marked handled the message from Huda',
    );
    expect(within(handled!).queryByRole('link', { name: /account/ })).toBeNull();
    expect(unknown!.querySelector('p')?.textContent).toBe('Rana Admin project.archived Olive Soap');
    expect(document.title).toBe('Audit log · Rowad');
  });

  it('filters by kind and by admin, sent as kind and adminId and kept in the address', async () => {
    api.on('GET', '/admin/audit-log', (request: FakeRequest) =>
      page(request.query['adminId'] === 2 ? [] : [anEntry('project.approved')]),
    );
    show();
    await entries();
    const adminSelect = screen.getByRole('combobox', { name: 'Admin' });
    await waitFor(() =>
      expect(within(adminSelect).getByRole('option', { name: 'Khaled Admin' })).toBeTruthy(),
    );
    expect(api.requests.find((request) => request.url === '/admin/users')?.query).toMatchObject({
      role: 'admin',
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind of item' }), 'Bazaar requests');
    await userEvent.selectOptions(adminSelect, 'Khaled Admin');
    await waitFor(() => expect(currentLocation()).toBe('/admin/audit?kind=participation&adminId=2'));
    expect(await screen.findByText('No decisions match.')).toBeTruthy();
    expect(logQueries().at(-1)).toEqual({ kind: 'participation', adminId: 2 });
  });

  it('reads its filters from the address', async () => {
    api.on(
      'GET',
      '/admin/audit-log',
      page([anEntry('user.enabled', { subjectType: 'user', subjectName: 'Omar' })]),
    );
    show('/admin/audit?kind=user&adminId=1');
    expect((await entries())[0]!.querySelector('p')?.textContent).toBe(
      'Rana Admin enabled the account of Omar',
    );
    expect(logQueries()[0]).toEqual({ kind: 'user', adminId: 1 });
    expect((screen.getByRole('combobox', { name: 'Kind of item' }) as HTMLSelectElement).value).toBe('user');
  });

  it("loads older decisions on 'Show more'", async () => {
    api.on('GET', '/admin/audit-log', (request: FakeRequest) =>
      request.query['cursor'] === 'older'
        ? page(
            [anEntry('event.created', { subjectType: 'event', subjectId: 4, subjectName: 'Spring Fair' })],
            {
              'x-total-count': '2',
            },
          )
        : page([anEntry('project.approved')], {
            'x-total-count': '2',
            link: '</api/admin/audit-log?cursor=older>; rel="next"',
          }),
    );
    show();
    expect(await screen.findByText('Showing 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Spring Fair' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when there is no decision yet', async () => {
    api.on('GET', '/admin/audit-log', page([]));
    show();
    expect(
      await screen.findByText('No decisions yet. Approvals, rejections and other admin actions appear here.'),
    ).toBeTruthy();
  });

  it('says when the log could not be loaded', async () => {
    api.on('GET', '/admin/audit-log', { status: 403, body: { code: 'FORBIDDEN', message: 'x' } });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the audit log. Please try again.',
    );
  });

  // Issue 28 Low 7: a bazaar's picture changes and a mail sent again are recorded too.
  const pictureAndMailEntries = () => [
    anEntry('event.images-added', { subjectType: 'event', subjectId: 9, subjectName: 'Winter Bazaar' }),
    anEntry('event.images-deleted', { subjectType: 'event', subjectId: 9, subjectName: 'Winter Bazaar' }),
    anEntry('event.cover-set', { subjectType: 'event', subjectId: 9, subjectName: 'Winter Bazaar' }),
    anEntry('mail.retried', { subjectType: 'mail', subjectId: 4, subjectName: 'huda@example.ps' }),
  ];
  const sentences = (items: HTMLElement[]) => items.map((item) => item.querySelector('p')?.textContent);

  it("says a bazaar's picture changes and a mail sent again", async () => {
    api.on('GET', '/admin/audit-log', page(pictureAndMailEntries()));
    show();
    const list = await entries();
    expect(sentences(list)).toEqual([
      'Rana Admin added pictures to the bazaar Winter Bazaar',
      'Rana Admin removed pictures from the bazaar Winter Bazaar',
      'Rana Admin chose the cover picture of the bazaar Winter Bazaar',
      'Rana Admin sent again the undelivered mail to huda@example.ps',
    ]);
    expect(within(list[0]!).getByRole('link', { name: 'Winter Bazaar' }).getAttribute('href')).toBe(
      '/admin/bazaars/9',
    );
    expect(within(list[3]!).getByText('Mails')).toBeTruthy();
  });

  it("says a bazaar's picture changes and a mail sent again in Arabic", async () => {
    speakArabic();
    api.on('GET', '/admin/audit-log', page(pictureAndMailEntries()));
    show();
    const list = within(await screen.findByRole('list', { name: 'القرارات' })).getAllByRole('listitem');
    expect(sentences(list)).toEqual([
      'Rana Admin أضاف صورًا إلى البازار Winter Bazaar',
      'Rana Admin حذف صورًا من البازار Winter Bazaar',
      'Rana Admin اختار صورة الغلاف للبازار Winter Bazaar',
      'Rana Admin أعاد إرسال البريد غير المُسلَّم إلى huda@example.ps',
    ]);
    expect(within(list[3]!).getByText('البريد')).toBeTruthy();
  });

  it('says the releases: by an admin, and by the release token instead of a removed account', async () => {
    api.on('GET', '/admin/audit-log', page(releaseEntries()));
    show();
    const list = await entries();
    expect(sentences(list)).toEqual([
      `Release token released ${RELEASE}`,
      `Rana Admin promoted to everyone the canary ${RELEASE}`,
      `Rana Admin rolled back the release ${RELEASE}`,
      `A removed account rolled back the release ${RELEASE}`,
    ]);
    expect(within(list[0]!).queryByRole('link', { name: 'Release token' })).toBeNull();
    expect(within(list[0]!).getByRole('link', { name: RELEASE }).getAttribute('href')).toBe(
      '/admin/releases',
    );
    expect(within(list[0]!).getByText('Releases')).toBeTruthy();
  });

  it('says the releases in Arabic', async () => {
    speakArabic();
    api.on('GET', '/admin/audit-log', page(releaseEntries()));
    show();
    const list = within(await screen.findByRole('list', { name: 'القرارات' })).getAllByRole('listitem');
    expect(sentences(list)).toEqual([
      `رمز الإصدار أصدر ${RELEASE}`,
      `Rana Admin عمّم على الجميع الإصدار التجريبي ${RELEASE}`,
      `Rana Admin تراجع عن الإصدار ${RELEASE}`,
      `حساب محذوف تراجع عن الإصدار ${RELEASE}`,
    ]);
    expect(within(list[0]!).getByText('الإصدارات')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    speakArabic();
    api.on(
      'GET',
      '/admin/audit-log',
      page([
        anEntry('project.approved', { subjectName: 'صابون زيت الزيتون' }),
        anEntry('user.signed-out', { subjectType: 'user', subjectId: 12, subjectName: 'سامي', admin: null }),
      ]),
    );
    show();
    const list = within(await screen.findByRole('list', { name: 'القرارات' })).getAllByRole('listitem');
    expect(list[0]!.querySelector('p')?.textContent).toBe('Rana Admin وافق على المشروع صابون زيت الزيتون');
    expect(list[1]!.querySelector('p')?.textContent).toBe('حساب محذوف سجّل خروج جميع أجهزة حساب سامي');
    expect(within(list[0]!).getByText(/الساعة/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('سجل القرارات');
    expect(screen.getByRole('combobox', { name: 'نوع العنصر' })).toBeTruthy();
  });
});
