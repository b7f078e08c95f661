import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import type { Owner, OwnerProject } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { makeToken } from '@rowad/shared/test/tokens';
import { theme } from '@rowad/shared/ui';

/** Test helpers of mfe-owner's screens (imported by tests only). */

/** Where the router is now, for a test that checks a navigation. */
function Location() {
  const location = useLocation();
  return <div hidden data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The address the page's router shows (after a navigation). */
export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * Renders a page as the shell does (inside the theme and a router) at `url`, with the route
 * `pattern` so the page reads its params; every other address renders nothing but the location.
 */
export function renderPage(page: ReactElement, { url = '/', pattern = '/' } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Signs in as an owner (user id `id`), as the login page would. */
export function signInAsOwner(id = '7') {
  act(() => {
    useAuthStore.getState().signIn(makeToken({ sub: id, role: 'owner' }));
  });
}

/** Forgets every loaded query, the session and the language: each test starts as a first visit. */
export function resetApp(): void {
  queryClient.clear();
  act(() => {
    useAuthStore.getState().signOut();
    useLanguageStore.getState().setLanguage('en');
  });
}

let nextId = 200;

/** One of the owner's projects as GET /owner/me and GET /my-projects/{id} answer it. */
export function anOwnerProject(overrides: Partial<OwnerProject> = {}): OwnerProject {
  nextId += 1;
  return {
    id: nextId,
    name: `Project ${nextId}`,
    description: 'Hand-blown Hebron glass.',
    city: 'Hebron',
    street: 'Al-Salaymeh Street',
    categories: ['glass'],
    status: 'public',
    images: [],
    owner: { id: 3, user: { firstName: 'Amal', lastName: 'Natsheh' } },
    contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
    rating: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    review: { state: 'approved', reason: null },
    ...overrides,
  };
}

/** A picture of the owner's project, as the API answers it. */
export function aPicture(id: number, isCover = false) {
  return {
    id,
    imageUrl: `/uploads/p${id}.webp`,
    isCover,
    live: true,
    variants: [{ width: 640, url: `/uploads/p${id}-640.webp` }],
  };
}

/** GET /owner/me with `projects`. */
export function anOwner(projects: OwnerProject[] = []): Owner {
  return {
    id: 3,
    photo: null,
    bio: 'Glass blower.',
    birthDate: null,
    address: 'Hebron',
    user: { firstName: 'Amal', lastName: 'Natsheh', email: 'amal@example.ps' },
    projects,
  };
}
