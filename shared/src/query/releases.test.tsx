import { act, renderHook, waitFor } from '@testing-library/react';
import type { Release, ReleasesOverview, RemoteReleases } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import {
  releaseQueries,
  useCreateRelease,
  usePromoteRelease,
  useReleases,
  useRollBackRelease,
} from './admin';
import { adminKeys } from './keys';
import { queryClient } from './query-client';

const canary: Release = {
  id: 3,
  remote: 'mfe_public',
  entry: 'https://cdn.example.ps/mfe-public/v3/remoteEntry.js',
  note: null,
  percent: 10,
  state: 'canary',
  releasedBy: 'release token',
  releasedAt: '2026-11-27T06:00:00.000Z',
  promotedAt: null,
  rolledBackAt: null,
  checks: [],
};
const publicRemote: RemoteReleases = {
  remote: 'mfe_public',
  liveEntry: '/mfe-public/remoteEntry.js',
  live: null,
  canary,
  startingEntry: '/mfe-public/remoteEntry.js',
  serverDrawn: false,
  history: [canary],
};
const adminRemote: RemoteReleases = {
  ...publicRemote,
  remote: 'mfe_admin',
  liveEntry: '/mfe-admin/remoteEntry.js',
  startingEntry: '/mfe-admin/remoteEntry.js',
  canary: null,
  history: [],
};
const overview: ReleasesOverview = { remotes: [publicRemote, adminRemote], releaseToken: true };
const promoted: RemoteReleases = {
  ...publicRemote,
  liveEntry: canary.entry,
  live: { ...canary, state: 'live', percent: null },
  canary: null,
  serverDrawn: false,
  history: [{ ...canary, state: 'live', percent: null }],
};

let server: FakeApi;
beforeEach(async () => {
  server = await installFakeApi();
});
afterEach(() => {
  server.restore();
  queryClient.clear();
});

const posts = () =>
  server.requests
    .filter((request) => request.method === 'POST')
    .map((request) => [request.url, request.body]);

describe('the release hooks', () => {
  it('loads the overview of every remote', async () => {
    server.on('GET', '/admin/releases', { status: 200, body: overview });
    const { result } = renderHook(() => useReleases());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(overview);
  });

  it("promotes with the note, shows the remote's answer at once and makes the admin's data stale", async () => {
    server.on('GET', '/admin/releases', { status: 200, body: overview });
    server.on('POST', '/admin/releases/mfe_public/promote', { status: 200, body: promoted });
    await queryClient.fetchQuery(releaseQueries.releases());
    // Nothing is observing, so nothing refetches: the overview holds what the answer put in it.
    const { result } = renderHook(() => usePromoteRelease());
    await act(async () => {
      await result.current.mutateAsync({ remote: 'mfe_public', note: 'Two quiet days' });
    });
    expect(posts()).toEqual([['/admin/releases/mfe_public/promote', { note: 'Two quiet days' }]]);
    const now = queryClient.getQueryData<ReleasesOverview>(adminKeys.releases());
    expect(now?.remotes).toEqual([promoted, adminRemote]);
    expect(queryClient.getQueryState(adminKeys.releases())?.isInvalidated).toBe(true);
  });

  it('rolls back with an empty body, and refreshes even when the API refuses', async () => {
    server.on('GET', '/admin/releases', { status: 200, body: overview });
    server.on('POST', '/admin/releases/mfe_admin/rollback', {
      status: 409,
      body: { code: 'NOTHING_TO_ROLL_BACK', message: 'x' },
    });
    await queryClient.fetchQuery(releaseQueries.releases());
    const { result } = renderHook(() => useRollBackRelease());
    await act(async () => {
      await expect(result.current.mutateAsync({ remote: 'mfe_admin' })).rejects.toMatchObject({
        code: 'NOTHING_TO_ROLL_BACK',
      });
    });
    expect(posts()).toEqual([['/admin/releases/mfe_admin/rollback', {}]]);
    await waitFor(() => expect(queryClient.getQueryState(adminKeys.releases())?.isInvalidated).toBe(true));
    expect(queryClient.getQueryData(adminKeys.releases())).toEqual(overview);
  });

  it("releases a canary and shows the remote's new state", async () => {
    server.on('GET', '/admin/releases', { status: 200, body: { ...overview, remotes: [adminRemote] } });
    const adminCanary = {
      ...canary,
      remote: 'mfe_admin' as const,
      entry: 'https://cdn.example.ps/a/remoteEntry.js',
    };
    server.on('POST', '/admin/releases', {
      status: 201,
      body: { release: adminCanary, remote: { ...adminRemote, canary: adminCanary, history: [adminCanary] } },
    });
    await queryClient.fetchQuery(releaseQueries.releases());
    const { result } = renderHook(() => useCreateRelease());
    await act(async () => {
      await result.current.mutateAsync({ remote: 'mfe_admin', entry: adminCanary.entry, percent: 10 });
    });
    expect(posts()).toEqual([
      ['/admin/releases', { remote: 'mfe_admin', entry: adminCanary.entry, percent: 10 }],
    ]);
    expect(queryClient.getQueryData<ReleasesOverview>(adminKeys.releases())?.remotes[0]?.canary).toEqual(
      adminCanary,
    );
  });
});
