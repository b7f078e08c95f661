import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { queryClient } from '@rowad/shared/query';
import type { Event, Project } from '@rowad/shared/schemas';
import { theme } from '@rowad/shared/ui';

/** Test helpers of mfe-public's screens (imported by tests only). */

/** Renders a page as the shell does: inside the theme and a router. */
export function renderPage(page: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{page}</MemoryRouter>
    </ThemeProvider>,
  );
}

let nextId = 100;

/** A public project as the API answers it, with what a test changes. */
export function aProject(overrides: Partial<Project> = {}): Project {
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
    owner: { id: 7, user: { firstName: 'Amal', lastName: 'Natsheh' } },
    contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
    rating: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    ...overrides,
  };
}

/** An event as the API answers it, with what a test changes. */
export function anEvent(overrides: Partial<Event> = {}): Event {
  nextId += 1;
  return {
    id: nextId,
    name: `Bazaar ${nextId}`,
    description: 'Local makers, food and music.',
    city: 'Hebron',
    street: 'Bab al-Zawiya Square',
    startDate: '2025-01-01',
    endDate: '2025-01-03',
    categories: ['bazaar'],
    images: [],
    status: 'upcoming',
    kind: 'physical',
    capacity: null,
    placesLeft: null,
    ...overrides,
  };
}

/** A picture as the API answers it. */
export function aPicture(id: number, isCover = false) {
  return {
    id,
    imageUrl: `/uploads/p${id}.webp`,
    isCover,
    variants: [
      { width: 320, url: `/uploads/p${id}-320.webp` },
      { width: 640, url: `/uploads/p${id}-640.webp` },
    ],
  };
}

/** Forgets every loaded query, so each test starts as a first visit. */
export function forgetLoadedData(): void {
  queryClient.clear();
}
