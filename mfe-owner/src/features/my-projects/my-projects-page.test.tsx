import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { aPicture, anOwner, anOwnerProject, renderPage, resetApp, signInAsOwner } from '../../testing';
import MyProjectsPage from './my-projects-page';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  api = await installFakeApi();
  signInAsOwner();
});
afterEach(() => {
  api.restore();
  resetApp();
});

async function openMyProjects(projects = [anOwnerProject()]) {
  api.on('GET', '/owner/me', { status: 200, body: anOwner(projects) });
  renderPage(<MyProjectsPage />);
  await screen.findAllByRole('listitem');
}

const card = (name: string) => screen.getByRole('listitem', { name });

/** The tooltip text a control is described by (aria-describedby), as a screen reader reads it. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('MyProjectsPage', () => {
  it('shows each project as a card: cover, name, city, status, its numbers, Edit and Delete', async () => {
    const soap = anOwnerProject({
      name: 'Olive soap',
      city: 'Nablus',
      images: [aPicture(1), aPicture(2, true)],
    });
    await openMyProjects([soap, anOwnerProject({ name: 'Glass', status: 'draft' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Projects' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Project' }).getAttribute('href')).toBe(
      '/owner/add-project',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const tile = card('Olive soap');
    expect(within(tile).getByRole('heading', { level: 2 }).textContent).toBe('Olive soap');
    expect(within(tile).getByText('Nablus')).toBeTruthy();
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/uploads/p2-640.webp');
    expect(within(tile).getByRole('link', { name: 'Edit Olive soap' }).getAttribute('href')).toBe(
      `/owner/edit-project/${soap.id}`,
    );
    expect(within(tile).getByRole('button', { name: 'Delete Olive soap' })).toBeTruthy();
    expect(
      within(tile).getByRole('link', { name: 'Views and contacts of Olive soap' }).getAttribute('href'),
    ).toBe(`/owner/insights?project=${soap.id}`);
    expect(card('Glass').querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg/);
    expect(document.title).toBe('My Projects · Rowad');
  });

  it("labels Public and Draft, each with the product's tooltip (docs/product.md §2) for hover, keyboard and screen readers", async () => {
    await openMyProjects([
      anOwnerProject({ name: 'Soap', status: 'public' }),
      anOwnerProject({ name: 'Glass', status: 'draft', review: { state: 'pending', reason: null } }),
    ]);
    const publicBadge = within(card('Soap')).getByRole('button', { name: 'Status: Public' });
    const draftBadge = within(card('Glass')).getByRole('button', { name: 'Status: Draft' });
    expect(descriptionOf(publicBadge)).toBe('This project is visible to the public.');
    expect(descriptionOf(draftBadge)).toBe(
      'This project is still under review and not visible to the public.',
    );

    const tip = (badge: HTMLElement) =>
      document.getElementById(badge.getAttribute('aria-describedby') ?? '')!;
    expect(tip(draftBadge).hidden).toBe(true);
    await userEvent.hover(draftBadge);
    expect(tip(draftBadge).hidden).toBe(false);
    expect(tip(draftBadge).getAttribute('role')).toBe('tooltip');
    await userEvent.unhover(draftBadge);
    expect(tip(draftBadge).hidden).toBe(true);

    // The keyboard reaches the badge and shows its tooltip; Escape hides it.
    draftBadge.focus();
    fireEvent.focus(draftBadge);
    expect(tip(draftBadge).hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(tip(draftBadge).hidden).toBe(true);
  });

  it('says when the newest changes of a public project wait for review', async () => {
    await openMyProjects([
      anOwnerProject({ name: 'Soap', status: 'public', review: { state: 'pending', reason: null } }),
      anOwnerProject({ name: 'Glass', status: 'draft', review: { state: 'pending', reason: null } }),
    ]);
    expect(within(card('Soap')).getByText(/Your latest changes are under review/)).toBeTruthy();
    // A project never approved is a Draft: its badge already says it waits.
    expect(within(card('Glass')).queryByText(/Your latest changes are under review/)).toBeNull();
  });

  it("shows a refused change with the admin's reason and a link to edit and send it again", async () => {
    const soap = anOwnerProject({
      name: 'Soap',
      status: 'public',
      review: { state: 'rejected', reason: 'The pictures show another shop.' },
    });
    await openMyProjects([soap]);
    const tile = card('Soap');
    expect(within(tile).getByText('Your latest changes were not approved.')).toBeTruthy();
    expect(within(tile).getByText('The pictures show another shop.')).toBeTruthy();
    expect(within(tile).getByText('The public still sees the last approved version.')).toBeTruthy();
    expect(
      within(tile)
        .getByRole('link', { name: /^Edit and send again\W+Soap$/ })
        .getAttribute('href'),
    ).toBe(`/owner/edit-project/${soap.id}`);
  });

  it('deletes a project after the confirmation, and the grid reloads without it', async () => {
    const soap = anOwnerProject({ name: 'Soap' });
    const glass = anOwnerProject({ name: 'Glass' });
    await openMyProjects([soap, glass]);
    api.on('DELETE', `/my-projects/${soap.id}`, () => {
      api.on('GET', '/owner/me', { status: 200, body: anOwner([glass]) });
      return { status: 204 };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Soap' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to undo this action!")).toBeTruthy();
    expect(within(dialog).getByText('Soap')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Soap' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Glass' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Soap was deleted.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('deletes nothing when the owner cancels', async () => {
    await openMyProjects([anOwnerProject({ name: 'Soap' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Soap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(card('Soap')).toBeTruthy();
  });

  it("shows the product's text (docs/product.md) when the delete fails, and keeps the project", async () => {
    const soap = anOwnerProject({ name: 'Soap' });
    await openMyProjects([soap]);
    api.on('DELETE', `/my-projects/${soap.id}`, { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Soap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect((await within(card('Soap')).findByRole('alert')).textContent).toBe(
      'Failed to delete the project. Please try again.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'No projects found.' when the owner has none", async () => {
    api.on('GET', '/owner/me', { status: 200, body: anOwner([]) });
    renderPage(<MyProjectsPage />);
    expect(await screen.findByText('No projects found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Project' })).toBeTruthy();
  });

  it('shows skeleton cards while loading, then the failure text', async () => {
    let fail: (() => void) | undefined;
    api.on(
      'GET',
      '/owner/me',
      () =>
        new Promise((resolve) => {
          fail = () => resolve({ status: 400, body: { code: 'BAD_REQUEST', message: 'x' } });
        }),
    );
    renderPage(<MyProjectsPage />);
    expect(screen.getByText('Loading your projects...')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"] li')).toBeTruthy();
    await waitFor(() => expect(fail).toBeDefined());
    act(() => fail?.());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load projects. Please try again later.',
    );
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await openMyProjects([
      anOwnerProject({
        name: 'صابون',
        status: 'draft',
        review: { state: 'rejected', reason: 'صور غير واضحة' },
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'مشاريعي' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إضافة مشروع جديد' })).toBeTruthy();
    const badge = screen.getByRole('button', { name: 'الحالة: مسودة' });
    expect(descriptionOf(badge)).toBe('هذا المشروع ما زال قيد المراجعة ولا يراه الجمهور بعد.');
    expect(screen.getByText('لم تتم الموافقة على تعديلاتك الأخيرة.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'حذف صابون' }));
    const dialog = screen.getByRole('dialog', { name: 'هل أنت متأكد؟' });
    expect(within(dialog).getByText('لن تتمكن من التراجع عن هذا الإجراء!')).toBeTruthy();
  });

  it.each([
    [
      'en',
      'Hidden',
      'The public cannot see this project: it was hidden after people reported it, or by an admin.',
      'Reason:',
      'scam or false information',
    ],
    [
      'ar',
      'مخفي',
      'لا يستطيع العامة رؤية هذا المشروع: أُخفي بعد بلاغات من الناس أو بقرار مدير.',
      'السبب:',
      'احتيال أو معلومات كاذبة',
    ],
  ] as const)(
    'marks a project hidden after reports, with the reason (%s, issue 31)',
    async (language, badge, text, reason, words) => {
      act(() => useLanguageStore.getState().setLanguage(language));
      await openMyProjects([
        anOwnerProject({ name: 'Soap', hidden: true, hiddenReason: 'scam or false information' }),
        anOwnerProject({ name: 'Glass' }),
      ]);
      const soap = card('Soap');
      expect(within(soap).getByText(badge)).toBeTruthy();
      expect(within(soap).getByText(text)).toBeTruthy();
      expect(within(soap).getByText(reason)).toBeTruthy();
      // The API's English words of the reason, in the screen's language.
      expect(within(soap).getByText(words)).toBeTruthy();
      expect(within(card('Glass')).queryByText(badge)).toBeNull();
    },
  );
});
