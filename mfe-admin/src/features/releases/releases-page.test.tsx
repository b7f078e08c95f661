import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Release, ReleasesOverview, RemoteReleases } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import ReleasesPage from './releases-page';

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

const CDN = 'https://cdn.example.ps/mfe-public';
const checks = [
  { check: 'origin', ok: true, detail: 'cdn.example.ps is allowed' },
  { check: 'exposes', ok: true, detail: 'exposes HomePage, ProjectsPage' },
];

function aRelease(id: number, overrides: Partial<Release> = {}): Release {
  return {
    id,
    remote: 'mfe_public',
    entry: `${CDN}/v${id}/remoteEntry.js`,
    note: null,
    percent: null,
    state: 'live',
    releasedBy: 'Amal Tamimi',
    releasedAt: '2026-11-20T09:30:00.000Z',
    promotedAt: null,
    rolledBackAt: null,
    checks,
    ...overrides,
  };
}

/** mfe_public with v2 live (v1 before it) and v3 a canary for 10%; mfe_admin on its starting map. */
function overview(): ReleasesOverview {
  const live = aRelease(2, { note: 'New home page', releasedBy: 'release token' });
  const canary = aRelease(3, { state: 'canary', percent: 10, releasedBy: null });
  const publicRemote: RemoteReleases = {
    remote: 'mfe_public',
    liveEntry: live.entry,
    live,
    canary,
    startingEntry: '/mfe-public/remoteEntry.js',
    serverDrawn: false,
    history: [canary, live, aRelease(1, { state: 'earlier' })],
  };
  const adminRemote: RemoteReleases = {
    remote: 'mfe_admin',
    liveEntry: '/mfe-admin/remoteEntry.js',
    live: null,
    canary: null,
    startingEntry: '/mfe-admin/remoteEntry.js',
    serverDrawn: false,
    history: [],
  };
  return { remotes: [publicRemote, adminRemote], releaseToken: true };
}

const show = () => renderPage(<ReleasesPage />, { url: '/admin/releases', pattern: '/admin/releases' });
const overviewCalls = () => api.requests.filter((request) => request.url === '/admin/releases');
const posts = () =>
  api.requests.filter((request) => request.method === 'POST').map((request) => [request.url, request.body]);

describe('ReleasesPage', () => {
  it("shows each remote's live entry, its canary with its share, and its history", async () => {
    api.on('GET', '/admin/releases', { status: 200, body: overview() });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeTruthy();
    expect(screen.getByLabelText('Loading the releases...').getAttribute('aria-busy')).toBe('true');
    const card = await screen.findByRole('article', { name: 'Public pages' });
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts[0]?.[0]).toBe('Live');
    expect(facts[0]?.[1]).toMatch(
      new RegExp(`^${CDN}/v2/remoteEntry.jsBy Release token, Fri, Nov 20, 2026 at`),
    );
    expect(facts[1]?.[0]).toBe('Canary');
    expect(facts[1]?.[1]).toMatch(
      new RegExp(`^for 10% of browsers${CDN}/v3/remoteEntry.jsBy A removed account, Fri, Nov 20, 2026`),
    );
    expect(
      within(card).getByText(
        'Public pages are drawn in the browser while a canary runs or the live release is hosted elsewhere.',
      ),
    ).toBeTruthy();

    const history = within(card).getByRole('list', { name: 'Releases of Public pages, newest first' });
    const items = Array.from(history.children) as HTMLElement[];
    expect(
      items.map((item) => within(item).getByText(/^(Canary|Live|Replaced|Rolled back)$/).textContent),
    ).toEqual(['Canary', 'Live', 'Replaced']);
    expect(within(items[0]!).getByText('for 10% of browsers')).toBeTruthy();
    expect(within(items[1]!).getByText('New home page').getAttribute('dir')).toBe('auto');
    expect(within(items[1]!).getByText('Checks passed: 2 of 2')).toBeTruthy();
    expect(
      within(items[1]!).getByText('exposes: exposes HomePage, ProjectsPage').parentElement?.textContent,
    ).toBe('✓ Passed: exposes: exposes HomePage, ProjectsPage');
    expect(within(items[1]!).getByText(`${CDN}/v2/remoteEntry.js`).getAttribute('dir')).toBe('ltr');

    const admin = screen.getByRole('article', { name: 'Admin area' });
    expect(within(admin).getByText('Starting map')).toBeTruthy();
    expect(within(admin).getByText('/mfe-admin/remoteEntry.js')).toBeTruthy();
    expect(within(admin).getByText('No canary running.')).toBeTruthy();
    expect(within(admin).getByText('No releases yet.')).toBeTruthy();
    expect(within(admin).queryByRole('button')).toBeNull();
    expect(within(admin).queryByText(/Public pages are drawn/)).toBeNull();

    const how = screen.getByRole('region', { name: 'How to release' });
    expect(
      within(how).getByText('npm run release -- <remote> <entry-url> [--percent N] [--note TEXT]'),
    ).toBeTruthy();
    expect(within(how).getByText('A release token is configured.')).toBeTruthy();
    expect(document.title).toBe('Releases · Rowad');
  });

  it('says when public pages are drawn on the server, and when no release token is configured', async () => {
    const body = overview();
    body.remotes[0] = { ...body.remotes[0]!, canary: null, serverDrawn: true };
    body.releaseToken = false;
    api.on('GET', '/admin/releases', { status: 200, body });
    show();
    const card = await screen.findByRole('article', { name: 'Public pages' });
    expect(
      within(card).getByText(
        "Public pages are drawn on the server: the live release is this server's own build.",
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Promote' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Roll back' })).toBeTruthy();
    expect(
      screen.getByText('No release token is configured (RELEASE_TOKEN): CI cannot release.'),
    ).toBeTruthy();
  });

  it('promotes the canary once confirmed, with the note, then loads the releases again', async () => {
    api.on('GET', '/admin/releases', { status: 200, body: overview() });
    const promoted = overview().remotes[0]!;
    api.on('POST', '/admin/releases/mfe_public/promote', {
      status: 200,
      body: { ...promoted, canary: null, live: { ...promoted.canary!, state: 'live', percent: null } },
    });
    show();
    const card = await screen.findByRole('article', { name: 'Public pages' });
    await userEvent.click(within(card).getByRole('button', { name: 'Promote' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote the canary of Public pages to everyone?' });
    expect(within(dialog).getByText('Every browser will load this release:')).toBeTruthy();
    expect(within(dialog).getByText(`${CDN}/v3/remoteEntry.js`)).toBeTruthy();
    expect(posts()).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      '  No errors in 2 days ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Public pages: the canary is now everyone's.",
    );
    expect(posts()).toEqual([['/admin/releases/mfe_public/promote', { note: 'No errors in 2 days' }]]);
    await waitFor(() => expect(overviewCalls()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before rolling back, and Cancel sends nothing', async () => {
    api.on('GET', '/admin/releases', { status: 200, body: overview() });
    show();
    const card = await screen.findByRole('article', { name: 'Public pages' });
    await userEvent.click(within(card).getByRole('button', { name: 'Roll back' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop the canary of Public pages?' });
    expect(within(dialog).getByText('Every browser goes back to the live release:')).toBeTruthy();
    expect(within(dialog).getByText(`${CDN}/v2/remoteEntry.js`)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('rolls the live release back to the one before it, with an empty body without a note', async () => {
    const body = overview();
    body.remotes[0] = { ...body.remotes[0]!, canary: null };
    api.on('GET', '/admin/releases', { status: 200, body });
    api.on('POST', '/admin/releases/mfe_public/rollback', { status: 200, body: body.remotes[0] });
    show();
    const card = await screen.findByRole('article', { name: 'Public pages' });
    await userEvent.click(within(card).getByRole('button', { name: 'Roll back' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back the live release of Public pages?' });
    expect(within(dialog).getByText('Every browser goes back to the release before it:')).toBeTruthy();
    expect(within(dialog).getByText(`${CDN}/v1/remoteEntry.js`)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Public pages: rolled back. Browsers pick it up on their next page load.',
    );
    expect(posts()).toEqual([['/admin/releases/mfe_public/rollback', {}]]);
  });

  it('says in words when the canary was promoted or rolled back meanwhile (409 NO_CANARY)', async () => {
    api.on('GET', '/admin/releases', { status: 200, body: overview() });
    api.on('POST', '/admin/releases/mfe_public/promote', {
      status: 409,
      body: { code: 'NO_CANARY', message: 'There is no canary.' },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Promote' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This remote has no canary any more: it was promoted or rolled back meanwhile.',
    );
    await waitFor(() => expect(overviewCalls()).toHaveLength(2));
  });

  it('says when there is nothing to roll back (409 NOTHING_TO_ROLL_BACK)', async () => {
    api.on('GET', '/admin/releases', { status: 200, body: overview() });
    api.on('POST', '/admin/releases/mfe_public/rollback', {
      status: 409,
      body: { code: 'NOTHING_TO_ROLL_BACK', message: 'x' },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing to roll back: this remote is on its starting map.',
    );
  });

  it("says when the releases could not be loaded; 'Try again' loads them", async () => {
    let calls = 0;
    api.on('GET', '/admin/releases', () =>
      ++calls === 1
        ? { status: 403, body: { code: 'FORBIDDEN', message: 'x' } }
        : { status: 200, body: overview() },
    );
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the releases. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Public pages' })).toBeTruthy();
  });

  it('reads in Arabic, right to left, with Latin digits', async () => {
    speakArabic();
    api.on('GET', '/admin/releases', { status: 200, body: overview() });
    api.on('POST', '/admin/releases/mfe_public/rollback', {
      status: 409,
      body: { code: 'NOTHING_TO_ROLL_BACK', message: 'x' },
    });
    show();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الإصدارات');
    const card = await screen.findByRole('article', { name: 'الصفحات العامة' });
    expect(within(card).getAllByText('لـ 10% من المتصفحات').length).toBeGreaterThan(0);
    // The live release, in its place and in the history.
    expect(within(card).getAllByText(/^بواسطة رمز الإصدار، .*2026.* الساعة \d{1,2}:\d{2}/)).toHaveLength(2);
    expect(within(card).getAllByText('الفحوص الناجحة: 2 من 2')).toHaveLength(3);
    expect(
      within(screen.getByRole('article', { name: 'قسم الإدارة' })).getByText('الخريطة الأولى'),
    ).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'تراجع' }));
    const dialog = screen.getByRole('dialog', { name: 'الصفحات العامة: إيقاف الإصدار التجريبي؟' });
    expect(within(dialog).getByRole('textbox', { name: 'ملاحظة (اختيارية)' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'تراجع' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'لا شيء للتراجع عنه: هذا التطبيق الفرعي على الخريطة الأولى.',
    );
    expect(document.title).toBe('الإصدارات · رواد');
  });
});
