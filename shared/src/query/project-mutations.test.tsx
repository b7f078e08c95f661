import { act, renderHook, waitFor } from '@testing-library/react';
import type { ProjectInput } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { anOwner, anOwnerProject } from '../test/api-answers';
import { profileKeys, projectKeys } from './keys';
import { profileQueries } from './profiles';
import { projectQueries, useCreateProject, useDeleteProject, useUpdateProject } from './projects';
import { queryClient } from './query-client';

const input: ProjectInput = {
  name: 'Olive soap',
  description: 'Hand-made soap.',
  city: 'Nablus',
  street: 'Old City',
  categories: ['soap'],
  contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
};

let server: FakeApi;
beforeEach(async () => {
  server = await installFakeApi();
  server.on('GET', '/owner/me', { status: 200, body: anOwner() });
  server.on('GET', '/my-projects/7', { status: 200, body: anOwnerProject({ id: 7 }) });
});
afterEach(() => {
  server.restore();
  queryClient.clear();
});

/** Loads the owner's profile and project 7, as the pages would have, and says whether each is stale. */
async function loadOwnerData() {
  await queryClient.fetchQuery(profileQueries.owner());
  await queryClient.fetchQuery(projectQueries.mine(7));
  return {
    profileStale: () => queryClient.getQueryState(profileKeys.owner())?.isInvalidated,
    projectStale: () => queryClient.getQueryState(projectKeys.mine(7))?.isInvalidated,
  };
}

describe("the owner's project mutations", () => {
  it('creates a project and marks the owner profile and the new project stale', async () => {
    server.on('POST', '/my-projects', { status: 201, body: { id: 7 } });
    const loaded = await loadOwnerData();
    const { result } = renderHook(() => useCreateProject());
    let created: { id: number } | undefined;
    await act(async () => {
      created = await result.current.mutateAsync(input);
    });
    expect(created).toEqual({ id: 7 });
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual(input);
    expect(loaded.profileStale()).toBe(true);
    expect(loaded.projectStale()).toBe(true);
  });

  it('updates a project: the answer is cached at once, and both queries go stale', async () => {
    const changed = anOwnerProject({ id: 7, name: 'Olive soap bars' });
    server.on('PATCH', '/my-projects/7', { status: 200, body: changed });
    const loaded = await loadOwnerData();
    const { result } = renderHook(() => useUpdateProject(7));
    await act(async () => {
      await result.current.mutateAsync({ ...input, name: 'Olive soap bars' });
    });
    expect(queryClient.getQueryData(projectKeys.mine(7))).toMatchObject({ name: 'Olive soap bars' });
    expect(loaded.profileStale()).toBe(true);
    expect(loaded.projectStale()).toBe(true);
  });

  it('deletes a project: its own query is dropped and the owner profile goes stale', async () => {
    server.on('DELETE', '/my-projects/7', { status: 204 });
    const loaded = await loadOwnerData();
    const { result } = renderHook(() => useDeleteProject());
    await act(async () => {
      await result.current.mutateAsync(7);
    });
    expect(queryClient.getQueryState(projectKeys.mine(7))).toBeUndefined();
    expect(loaded.profileStale()).toBe(true);
  });

  it('refreshes the owner profile after a failed delete too', async () => {
    server.on('DELETE', '/my-projects/7', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    const loaded = await loadOwnerData();
    const { result } = renderHook(() => useDeleteProject());
    act(() => result.current.mutate(7));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(loaded.profileStale()).toBe(true);
    expect(queryClient.getQueryData(projectKeys.mine(7))).toBeDefined();
  });
});
