import { render, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation } from '@rowad/shared/routing';
import { ThemeProvider } from 'styled-components';
import { installFakeApi, type FakeApi, type FakeReply } from '@rowad/shared/test/fake-api';
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

/** Registers a fresh fake API (the real shared client, answers from a table) for each test of the file. */
export function withFakeApi(): () => FakeApi {
  let server: FakeApi | undefined;
  beforeEach(async () => {
    server = await installFakeApi();
  });
  afterEach(() => server?.restore());
  return () => {
    if (!server) throw new Error('The fake API exists inside a test only');
    return server;
  };
}

/** What the fake API answers to stand for a failure: the answer axios rejected with, or none at all. */
export function replyFor(failure: unknown): FakeReply {
  const response = failure instanceof AxiosError ? failure.response : undefined;
  return response ? { status: response.status, body: response.data } : 'network';
}

/** Waits until the page has sent `body` to `url`. */
export async function expectSent(server: FakeApi, url: string, body: unknown) {
  await waitFor(() =>
    expect(server.requests).toContainEqual(expect.objectContaining({ method: 'POST', url, body })),
  );
}
