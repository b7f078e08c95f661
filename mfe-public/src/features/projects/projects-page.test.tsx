import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import { useLocation } from '@rowad/shared/routing';
import { installFakeApi, type FakeApi, type FakeRequest } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import { render } from '@testing-library/react';
import { aProject, forgetLoadedData } from '../../testing';
import ProjectsPage from './projects-page';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

/** Where the page's address is now, as the visitor would copy it. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string, page: ReactElement = <ProjectsPage />) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        {page}
        <Address />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const projectsCalls = () => api.requests.filter((request) => request.url === '/projects');

/** Answers the projects list: the names matching `q`, 12 a page, a Link to the next page. */
function answerProjects(names: string[]) {
  api.on('GET', '/projects', (request: FakeRequest) => {
    const q = String(request.query['q'] ?? '').toLowerCase();
    const matching = names.filter((name) => name.toLowerCase().includes(q));
    const start = Number(request.query['cursor'] ?? 0);
    const page = matching.slice(start, start + 12);
    const next = start + 12 < matching.length ? start + 12 : undefined;
    return {
      status: 200,
      body: page.map((name, index) => aProject({ id: start + index + 1, name, categories: ['food'] })),
      headers: {
        'x-total-count': String(matching.length),
        ...(next === undefined ? {} : { link: `</api/projects?limit=12&cursor=${next}>; rel="next"` }),
      },
    };
  });
}

describe('ProjectsPage', () => {
  it("shows the product's heading (docs/product.md §2) and the projects as cards linking to their pages", async () => {
    answerProjects(['Hebron Blue Glass Studio', 'Qawasmi Ceramics']);
    renderAt('/allprojects');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Hebron Blue Glass Studio', 'Qawasmi Ceramics']));
    expect(screen.getByRole('link', { name: 'Qawasmi Ceramics' }).getAttribute('href')).toBe('/project/2');
    expect(screen.getByText('2 found')).toBeTruthy();
    expect(projectsCalls()[0]?.query).toEqual({ limit: 12 });
    expect(document.title).toBe('Projects · Rowad');
  });

  it('searches on the server after a pause in typing, and writes the search into the address', async () => {
    answerProjects(['Hebron Blue Glass Studio', 'Qawasmi Ceramics']);
    renderAt('/allprojects');
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects by name' }), 'glass');
    await waitFor(() => expect(address()).toBe('/allprojects?q=glass'));
    await waitFor(() => expect(cardNames()).toEqual(['Hebron Blue Glass Studio']));
    // One search when typing paused, not one per letter.
    expect(projectsCalls().map((call) => call.query['q'])).toEqual([undefined, 'glass']);
  });

  it('starts from the search in a shared address', async () => {
    answerProjects(['Hebron Blue Glass Studio', 'مطرزات بيت أمّر']);
    renderAt(`/allprojects?q=${encodeURIComponent('مطرزات')}`);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('مطرزات');
    await waitFor(() => expect(cardNames()).toEqual(['مطرزات بيت أمّر']));
  });

  it('filters by the category in the address, and the filter can be removed', async () => {
    answerProjects(['Jabari Olive Press']);
    renderAt('/allprojects?category=olive+oil');
    await waitFor(() => expect(cardNames()).toEqual(['Jabari Olive Press']));
    expect(projectsCalls()[0]?.query).toEqual({ limit: 12, category: 'olive oil' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter olive oil' }));
    expect(address()).toBe('/allprojects');
  });

  it("loads the next page from the Link header with 'Show more', until there is none", async () => {
    answerProjects(Array.from({ length: 14 }, (_, index) => `Workshop ${index + 1}`));
    renderAt('/allprojects');
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(14));
    expect(projectsCalls().at(-1)?.query).toEqual({ limit: 12, cursor: '12' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("says when nothing matches a search and offers to clear it; the product's empty text (docs/product.md §2) otherwise", async () => {
    answerProjects(['Qawasmi Ceramics']);
    renderAt('/allprojects?q=zzz');
    await waitFor(() => expect(screen.getByText('Nothing matches your search.')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(cardNames()).toEqual(['Qawasmi Ceramics']));
    expect(address()).toBe('/allprojects');

    forgetLoadedData();
    answerProjects([]);
    renderAt('/allprojects');
    await waitFor(() => expect(screen.getByText('No projects found.')).toBeTruthy());
  });

  it("shows the product's failure text (docs/product.md §8) when the list cannot be loaded", async () => {
    api.on('GET', '/projects', { status: 400, body: { code: 'BAD_REQUEST', message: 'Bad' } });
    renderAt('/allprojects');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to fetch projects. Please try again later.'),
    );
  });

  it('keeps the list shown when a refresh gets no answer, and fails as before on a server error (issue 32)', async () => {
    answerProjects(['Qawasmi Ceramics', 'Hebron Glass']);
    renderAt('/allprojects');
    await waitFor(() => expect(cardNames()).toEqual(['Qawasmi Ceramics', 'Hebron Glass']));

    // The signal goes: the refresh fails without an answer, and the reader keeps reading.
    api.on('GET', '/projects', 'network');
    await act(() => queryClient.refetchQueries());
    expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error');
    // The query's observers are told in a batch after the failure: the page has drawn it once that ran.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(cardNames()).toEqual(['Qawasmi Ceramics', 'Hebron Glass']);
    expect(screen.queryByRole('alert')).toBeNull();

    // A server that answers with an error is another matter: its failure text replaces the list.
    api.on('GET', '/projects', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    await act(() => queryClient.refetchQueries());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to fetch projects. Please try again later.'),
    );
  });

  it('reads in Arabic', async () => {
    answerProjects(['Qawasmi Ceramics']);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderAt('/allprojects');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('المشاريع');
    expect(screen.getByRole<HTMLInputElement>('searchbox').placeholder).toBe('ابحث في المشاريع...');
    await waitFor(() => expect(screen.getByText('النتائج: 1')).toBeTruthy());
    expect(within(screen.getByRole('list', { name: 'التصنيفات' })).getByText('food')).toBeTruthy();
  });
});
