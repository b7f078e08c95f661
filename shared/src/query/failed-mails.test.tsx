import { act, renderHook, waitFor } from '@testing-library/react';
import type { FailedMail } from '@rowad/shared/schemas';
import { installFakeApi, type FakeAnswer, type FakeApi } from '@rowad/shared/test/fake-api';
import { failedMailQueries, useFailedMails, useRetryFailedMail } from './admin';
import { itemsOf } from './infinite';
import { adminKeys } from './keys';
import { queryClient } from './query-client';

const mail = (id: number): FailedMail => ({
  id,
  to: `user${id}@mail.ps`,
  subject: `Subject ${id}`,
  attempts: 5,
  lastError: '550 mailbox unavailable',
  createdAt: '2026-11-20T09:30:00.000Z',
});

let server: FakeApi;
beforeEach(async () => {
  server = await installFakeApi();
});
afterEach(() => {
  server.restore();
  queryClient.clear();
});

describe('the failed mails hooks', () => {
  it('lists the failed mails page after page, following the Link header', async () => {
    server.on('GET', '/admin/mail/failed', (request): FakeAnswer =>
      request.query['cursor'] === 'c2'
        ? { status: 200, body: [mail(3)], headers: { 'x-total-count': '3' } }
        : {
            status: 200,
            body: [mail(1), mail(2)],
            headers: {
              'x-total-count': '3',
              link: '</api/admin/mail/failed?cursor=c2>; rel="next"',
            },
          },
    );
    const { result } = renderHook(() => useFailedMails());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.hasNextPage).toBe(true);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(itemsOf(result.current.data).map((item) => item.id)).toEqual([1, 2, 3]));
    expect(server.requests.map((request) => request.query)).toEqual([{}, { cursor: 'c2' }]);
  });

  it('sends a mail again with one empty POST and makes the list stale', async () => {
    server.on('GET', '/admin/mail/failed', { status: 200, body: [mail(4)] });
    server.on('POST', '/admin/mail/4/retry', { status: 204 });
    await queryClient.fetchInfiniteQuery(failedMailQueries.failedMails());
    const { result } = renderHook(() => useRetryFailedMail());
    await act(async () => {
      await result.current.mutateAsync(4);
    });
    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.url, request.body])).toEqual([['/admin/mail/4/retry', undefined]]);
    expect(queryClient.getQueryState(adminKeys.failedMails())?.isInvalidated).toBe(true);
  });

  it('refreshes the list even when the API refuses (already sent)', async () => {
    server.on('GET', '/admin/mail/failed', { status: 200, body: [mail(4)] });
    server.on('POST', '/admin/mail/4/retry', {
      status: 409,
      body: { code: 'MAIL_NOT_FAILED', message: 'x' },
    });
    await queryClient.fetchInfiniteQuery(failedMailQueries.failedMails());
    const { result } = renderHook(() => useRetryFailedMail());
    await act(async () => {
      await expect(result.current.mutateAsync(4)).rejects.toBeTruthy();
    });
    await waitFor(() => expect(queryClient.getQueryState(adminKeys.failedMails())?.isInvalidated).toBe(true));
  });
});
