import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import type { ReceivedInfoRequest } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi, type FakeAnswer, type FakeRequest } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import InfoRequestsPage from './info-requests-page';

let api: FakeApi;
beforeEach(async () => {
  queryClient.clear();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

function aRequest(id: number, firstName: string, email: string): ReceivedInfoRequest {
  return { id, investor: { firstName, lastName: 'Haddad', email }, createdAt: '2026-11-20T09:30:00.000Z' };
}

function renderPage() {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <InfoRequestsPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('InfoRequestsPage', () => {
  it('encodes the reply address: one holding ?, & and = stays one recipient, adding no field', async () => {
    const hostile = 'x?bcc=spy&body=hi@ex.com';
    api.on('GET', '/owner/information-requests', {
      status: 200,
      body: [aRequest(1, 'Lina', hostile)],
      headers: { 'x-total-count': '1' },
    });
    renderPage();
    const href = (await screen.findByRole('link', { name: 'Reply to Lina' })).getAttribute('href')!;
    expect(href).toBe('mailto:x%3Fbcc%3Dspy%26body%3Dhi@ex.com');
    expect(decodeURIComponent(new URL(href).pathname)).toBe(hostile);
    expect(new URL(href).search).toBe('');
  });

  it("lists each investor's name, e-mail and date with a reply link, then the next page on 'Show more'", async () => {
    api.on('GET', '/owner/information-requests', (request: FakeRequest): FakeAnswer =>
      request.query['cursor'] === 'page-2'
        ? { status: 200, body: [aRequest(1, 'Omar', 'omar@invest.ps')], headers: { 'x-total-count': '2' } }
        : {
            status: 200,
            body: [aRequest(2, 'Lina', 'lina@invest.ps')],
            headers: {
              'x-total-count': '2',
              link: '</api/owner/information-requests?cursor=page-2>; rel="next"',
            },
          },
    );
    renderPage();
    const list = await screen.findByRole('list', { name: '2 requests' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Lina Haddad' })).toBeTruthy();
    expect(within(first).getByText('lina@invest.ps')).toBeTruthy();
    expect(within(first).getByText('Asked on Fri, Nov 20, 2026')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Reply to Lina' }).getAttribute('href')).toBe(
      'mailto:lina@invest.ps',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Omar Haddad' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when no investor has asked yet', async () => {
    api.on('GET', '/owner/information-requests', {
      status: 200,
      body: [],
      headers: { 'x-total-count': '0' },
    });
    renderPage();
    expect(
      await screen.findByText(
        "No requests yet. When an investor presses 'Request Info' on your page, it shows here.",
      ),
    ).toBeTruthy();
  });

  it('says when the requests could not be loaded', async () => {
    api.on('GET', '/owner/information-requests', { status: 403, body: { code: 'FORBIDDEN', message: 'x' } });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your requests. Please try again later.',
    );
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api.on('GET', '/owner/information-requests', {
      status: 200,
      body: [aRequest(3, 'سامي', 'sami@invest.ps')],
      headers: { 'x-total-count': '1' },
    });
    renderPage();
    expect(await screen.findByRole('list', { name: 'طلب واحد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ردّ على سامي' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('طلبات المستثمرين');
  });
});
