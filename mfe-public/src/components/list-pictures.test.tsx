import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { render } from '@testing-library/react';
import { useLanguageStore } from '@rowad/shared/i18n';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { theme, useDataSaverStore } from '@rowad/shared/ui';
import ProjectsPage from '../features/projects/projects-page';
import { aPicture, aProject, forgetLoadedData } from '../testing';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
  api.on('GET', '/projects', () => ({
    status: 200,
    body: [
      aProject({ id: 1, name: 'Hebron Blue Glass Studio', images: [aPicture(1, true)] }),
      aProject({ id: 2, name: 'Qawasmi Ceramics', images: [aPicture(2, true)] }),
    ],
    headers: { 'x-total-count': '2' },
  }));
});
afterEach(() => {
  api.restore();
  act(() => {
    useDataSaverStore.setState({ on: false });
    useLanguageStore.getState().setLanguage('en');
  });
});

function renderProjects() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/allprojects']}>
        <ProjectsPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** The addresses of the uploaded pictures the page asks the browser to download. */
const pictureRequests = () =>
  [...document.querySelectorAll('img')]
    .flatMap((img) => [img.getAttribute('src') ?? '', img.getAttribute('srcset') ?? ''])
    .filter((address) => address.includes('/uploads/'));

describe('a list with the data saver on (issue 32)', () => {
  it("downloads no pictures until 'Show pictures', then the smallest width of each", async () => {
    act(() => useDataSaverStore.setState({ on: true }));
    renderProjects();
    await screen.findByRole('link', { name: 'Qawasmi Ceramics' });
    expect(pictureRequests()).toEqual([]);
    expect(screen.getByText('Data saver is on: pictures are not loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show pictures' }));
    expect(pictureRequests()).toEqual(['/uploads/p1-320.webp', '/uploads/p2-320.webp']);
    await userEvent.click(screen.getByRole('button', { name: 'Hide pictures' }));
    expect(pictureRequests()).toEqual([]);
  });

  it('shows the pictures as always when it is off, with no button', async () => {
    renderProjects();
    await screen.findByRole('link', { name: 'Qawasmi Ceramics' });
    await waitFor(() => expect(pictureRequests().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Show pictures' })).toBeNull();
  });

  it('offers the pictures in Arabic', async () => {
    act(() => {
      useLanguageStore.getState().setLanguage('ar');
      useDataSaverStore.setState({ on: true });
    });
    renderProjects();
    await screen.findByText('توفير البيانات مفعّل: الصور لا تُحمَّل.');
    await userEvent.click(screen.getByRole('button', { name: 'اعرض الصور' }));
    expect(pictureRequests()).toHaveLength(2);
  });
});
