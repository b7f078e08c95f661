import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation } from '@rowad/shared/routing';
import { ThemeProvider } from 'styled-components';
import { theme } from '@rowad/shared/ui';

/** Test helpers of mfe-auth's screens (imported by tests only). */

/** Any other route: says where the user landed, query included. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p>{`landed on ${pathname}${search}`}</p>;
}

/** Renders `page` at `url` (a query allowed); every other route shows 'landed on <path>'. */
export function renderAt(url: string, page: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={url.split('?')[0]} element={page} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** A failed API answer as axios rejects with it. */
export const answer = (status: number, data: unknown) =>
  new AxiosError('failed', 'ERR', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
