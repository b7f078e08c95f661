import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import type { OwnerProject } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { makeToken } from '@rowad/shared/test/tokens';
import { theme } from '@rowad/shared/ui';
import ProjectImagesPage from './project-images-page';
import { forgetUploads } from '../../components/project-images/upload-queue';

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

let api: FakeApi;
beforeEach(async () => {
  queryClient.clear();
  api = await installFakeApi();
  act(() => useAuthStore.getState().signIn(makeToken({ role: 'owner' })));
});
afterEach(() => {
  forgetUploads();
  api.restore();
  act(() => {
    useAuthStore.getState().signOut();
    useLanguageStore.getState().setLanguage('en');
  });
});

function aProject(overrides: Partial<OwnerProject> = {}): OwnerProject {
  return {
    id: 31,
    name: 'Hebron Glass',
    description: 'Hand-blown glass.',
    city: 'Hebron',
    street: 'Al-Salaymeh Street',
    categories: ['glass'],
    status: 'draft',
    images: [],
    owner: { id: 7, user: { firstName: 'Amal', lastName: 'Natsheh' } },
    contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
    rating: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    review: { state: 'pending', reason: null },
    ...overrides,
  };
}

function openPage(id: string | number = 31) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[`/owner/edit-project-add-images/${id}`]}>
        <Routes>
          <Route path="/owner/edit-project-add-images/:id" element={<ProjectImagesPage />} />
          <Route path="/owner/my-projects" element={<h1>My Projects list</h1>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('ProjectImagesPage', () => {
  it("shows the project's name, that pictures can come now or later, the images section, and Finish to My Projects", async () => {
    api.on('GET', '/my-projects/31', { status: 200, body: aProject() });
    openPage();
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Images of Hebron Glass' })).textContent,
    ).toBe('Images of Hebron Glass');
    expect(
      screen.getByText('Your project is saved. Add pictures now, or later from My Projects.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Images' })).toBeTruthy();
    expect(document.title).toBe('Images of Hebron Glass · Rowad');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Projects list');
  });

  it('asks before Finish drops an upload that failed, and Stay keeps it', async () => {
    api.on('GET', '/my-projects/31', { status: 200, body: aProject() });
    api.on('POST', '/my-projects/31/images', 'network');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage();
    await screen.findByText('0 of 30 images');
    await userEvent.upload(screen.getByLabelText('Add Image'), [
      new File([new Uint8Array(10)], 'oven.jpg', { type: 'image/jpeg' }),
    ]);
    await screen.findByText('Failed to upload images.');

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    let dialog = screen.getByRole('dialog', { name: 'Some images are not uploaded yet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('listitem', { name: 'oven.jpg' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    dialog = screen.getByRole('dialog', { name: 'Some images are not uploaded yet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish without them' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Projects list');
  });

  it('says clearly when the project is not one of yours (404) or the account is no owner (403)', async () => {
    api.on('GET', '/my-projects/31', {
      status: 404,
      body: { code: 'PROJECT_NOT_FOUND', message: 'Project not found' },
    });
    openPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This project was not found among your projects.',
    );
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();

    document.body.innerHTML = '';
    api.on('GET', '/my-projects/32', { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } });
    openPage(32);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only the owner of this project can change its images.',
    );

    document.body.innerHTML = '';
    openPage('abc');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This project was not found among your projects.',
    );
    expect(api.requests.some((request) => request.url === '/my-projects/abc')).toBe(false);
  });

  it("says 'Failed to load project details.' when loading fails otherwise", async () => {
    api.on('GET', '/my-projects/31', { status: 400, body: { code: 'VALIDATION_FAILED', message: 'x' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load project details.');
  });

  it('reads in Arabic, right to left', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api.on('GET', '/my-projects/31', { status: 200, body: aProject({ name: 'زجاج الخليل' }) });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'صور مشروع زجاج الخليل' })).toBeTruthy();
    expect(screen.getByText('حُفظ مشروعك. أضف صوره الآن، أو لاحقًا من صفحة مشاريعي.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إنهاء' })).toBeTruthy();
    expect(screen.getByText('لا صور بعد. أضف بعض الصور لمشروعك.')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
