import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import { useAuthStore } from '@rowad/shared/session';
import { makeToken } from '@rowad/shared/test/tokens';
import { theme } from '@rowad/shared/ui';

/** Test helpers of mfe-admin's screens (imported by tests only). */

function Location() {
  const location = useLocation();
  return <div hidden data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The address the page's router shows (after a navigation). */
export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * Renders an admin screen as the area does (inside the theme and a router) at `url`, with the
 * route `pattern` so the page reads its params; every other address renders only the location.
 */
export function renderPage(page: ReactElement, { url = '/admin', pattern = '/admin' } = {}) {
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

/** Signs in as the admin (user id `id`), as the login page would. */
export function signInAsAdmin(id = '1') {
  act(() => {
    useAuthStore.getState().signIn(makeToken({ sub: id, role: 'admin' }));
  });
}

/** Switches the screens to Arabic, as the language switch does. */
export function speakArabic() {
  act(() => useLanguageStore.getState().setLanguage('ar'));
}

/** Forgets every loaded query, the session and the language: each test starts as a first visit. */
export function resetApp(): void {
  queryClient.clear();
  act(() => {
    useAuthStore.getState().signOut();
    useLanguageStore.getState().setLanguage('en');
  });
}
