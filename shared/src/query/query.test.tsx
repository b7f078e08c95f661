import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ApiFailure } from '@rowad/shared/api-client';
import { useLanguageStore } from '@rowad/shared/i18n';
import { installFakeApi, type FakeApi, type FakeReply } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import { aProject, anOwnerListItem } from '../test/api-answers';
import { itemsOf } from './infinite';
import { projectKeys } from './keys';
import { PrefetchLink } from './prefetch-link';
import { ownerQueries, useOwnersInfinite } from './owners';
import { projectQueries, useProject, useProjects, useProjectsInfinite } from './projects';
import { queryClient, shouldRetry } from './query-client';
import { QueryState } from './query-state';

function ProjectName() {
  const query = useProject(7);
  return (
    <QueryState query={query} screen="project">
      {(project) => <h2>{project.name}</h2>}
    </QueryState>
  );
}

function ProjectList() {
  const query = useProjects();
  return (
    <QueryState query={query} screen="projects" isEmpty={(page) => page.items.length === 0}>
      {(page) => (
        <ul>
          {page.items.map((project) => (
            <li key={project.id}>{project.name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function OwnerList() {
  const query = useOwnersInfinite();
  return (
    <QueryState query={query} screen="owners" isEmpty={(data) => itemsOf(data).length === 0}>
      {(data) => <p>{itemsOf(data).length} owners</p>}
    </QueryState>
  );
}

function MoreProjects() {
  const query = useProjectsInfinite({ limit: 1 });
  return (
    <QueryState query={query} screen="projects">
      {(data) => (
        <>
          <ul>
            {itemsOf(data).map((project) => (
              <li key={project.id}>{project.name}</li>
            ))}
          </ul>
          {query.hasNextPage && (
            <button type="button" onClick={() => void query.fetchNextPage()}>
              More
            </button>
          )}
        </>
      )}
    </QueryState>
  );
}

function ProjectsByCategory() {
  const [category, setCategory] = useState('crafts');
  const query = useProjectsInfinite({ category });
  return (
    <>
      <button type="button" onClick={() => setCategory(category === 'crafts' ? 'food' : 'crafts')}>
        Other category
      </button>
      <QueryState query={query} screen="projects">
        {(data) => (
          <ul>
            {itemsOf(data).map((project) => (
              <li key={project.id}>{project.name}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

const show = (ui: ReactNode, url = '/') =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );

let server: FakeApi;
const defaults = queryClient.getDefaultOptions();
beforeEach(async () => {
  server = await installFakeApi();
  // Retries keep their count, not their wait: a test need not sit through the back-off.
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
});
afterEach(() => {
  server.restore();
  queryClient.clear();
  queryClient.setDefaultOptions(defaults);
  act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('the shared query cache', () => {
  it('asks the API once when two parts of the page want the same project', async () => {
    server.on('GET', '/projects/7', { status: 200, body: aProject({ name: 'Olive soap' }) });
    show(
      <>
        <ProjectName />
        <ProjectName />
      </>,
    );
    expect(await screen.findAllByRole('heading', { name: 'Olive soap' })).toHaveLength(2);
    expect(server.requests).toHaveLength(1);
  });

  it('shows a labelled spinner while loading', async () => {
    server.on('GET', '/projects/7', () => new Promise(() => undefined));
    show(<ProjectName />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it("shows the product's failure text (docs/product.md §8) after the retries of a server error, in English and Arabic", async () => {
    server.on('GET', '/projects', { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } });
    show(<ProjectList />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch projects. Please try again later.',
    );
    expect(server.requests).toHaveLength(3);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(screen.getByRole('alert').textContent).toBe('تعذّر جلب المشاريع. يرجى المحاولة لاحقًا.');
  });

  it("says 'Project not found' for a missing project, without asking again", async () => {
    server.on('GET', '/projects/7', { status: 404, body: { code: 'PROJECT_NOT_FOUND', message: 'Gone' } });
    show(<ProjectName />);
    expect((await screen.findByRole('alert')).textContent).toBe('Project not found');
    expect(server.requests).toHaveLength(1);
  });

  it("shows the product's empty text (docs/product.md §2) for a list with nothing in it", async () => {
    server.on('GET', '/owners', { status: 200, body: [], headers: { 'X-Total-Count': '0' } });
    show(<OwnerList />);
    expect(await screen.findByText('No entrepreneurs found.')).toBeTruthy();
  });

  it('loads the next page of a list with the cursor of the Link header, and stops at the last', async () => {
    server.on('GET', '/projects', ({ query }): FakeReply =>
      query.cursor === 'c2'
        ? {
            status: 200,
            body: [aProject({ id: 6, name: 'Hebron glass' })],
            headers: { 'X-Total-Count': '2' },
          }
        : {
            status: 200,
            body: [aProject({ id: 7, name: 'Olive soap' })],
            headers: { 'X-Total-Count': '2', Link: '</api/projects?limit=1&cursor=c2>; rel="next"' },
          },
    );
    show(<MoreProjects />);
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    expect(await screen.findByText('Hebron glass')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Olive soap',
      'Hebron glass',
    ]);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(server.requests.map(({ query }) => query)).toEqual([{ limit: 1 }, { limit: 1, cursor: 'c2' }]);
  });

  it('keeps each category of a list apart, and shows one seen before without asking again', async () => {
    server.on('GET', '/projects', ({ query }): FakeReply => ({
      status: 200,
      body: [aProject({ id: query.category === 'food' ? 3 : 4, name: `Only ${String(query.category)}` })],
      headers: { 'X-Total-Count': '1' },
    }));
    show(<ProjectsByCategory />);
    expect(await screen.findByText('Only crafts')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Other category' }));
    expect(await screen.findByText('Only food')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Other category' }));
    expect(await screen.findByText('Only crafts')).toBeTruthy();
    expect(server.requests.map(({ query }) => query.category)).toEqual(['crafts', 'food']);
  });

  it('fills the cache when a link to a project is hovered, so its page opens without waiting', async () => {
    server.on('GET', '/projects/7', { status: 200, body: aProject({ name: 'Olive soap' }) });
    show(
      <Routes>
        <Route
          path="/"
          element={
            <PrefetchLink to="/project/7" query={projectQueries.detail(7)}>
              Olive soap details
            </PrefetchLink>
          }
        />
        <Route path="/project/7" element={<ProjectName />} />
      </Routes>,
    );
    const user = userEvent.setup();
    await user.hover(screen.getByRole('link', { name: 'Olive soap details' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(projectKeys.detail(7))).toEqual(aProject({ name: 'Olive soap' })),
    );
    await user.click(screen.getByRole('link', { name: 'Olive soap details' }));
    expect(screen.getByRole('heading', { name: 'Olive soap' })).toBeTruthy();
    expect(server.requests).toHaveLength(1);
  });

  it('prefetches on keyboard focus too', async () => {
    server.on('GET', '/owners/3', {
      status: 200,
      body: { ...anOwnerListItem(), birthDate: null, projects: [] },
    });
    show(
      <PrefetchLink to="/owner/3" query={ownerQueries.detail(3)}>
        Amal
      </PrefetchLink>,
    );
    await userEvent.tab();
    await waitFor(() => expect(server.requests.map(({ url }) => url)).toEqual(['/owners/3']));
  });
});

describe('shouldRetry', () => {
  const answered = (status: number) => new ApiFailure('answered', status, undefined, undefined);
  it('retries no answer and 5xx up to twice, and never a 4xx or a malformed answer', () => {
    expect(shouldRetry(0, new ApiFailure('network', undefined, undefined, undefined))).toBe(true);
    expect(shouldRetry(1, answered(503))).toBe(true);
    expect(shouldRetry(2, answered(503))).toBe(false);
    expect(shouldRetry(0, answered(404))).toBe(false);
    expect(shouldRetry(0, answered(429))).toBe(false);
    expect(shouldRetry(0, new ApiFailure('malformed-answer', 200, undefined, undefined))).toBe(false);
  });
});
