import { act, renderHook } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { anInvestor, anOwner } from '../test/api-answers';
import { profileKeys } from './keys';
import { useUpdateInvestorProfile, useUpdateOwnerProfile, useUploadOwnerPhoto } from './profiles';
import { queryClient } from './query-client';

let api: FakeApi;
beforeEach(async () => {
  queryClient.clear();
  api = await installFakeApi();
});
afterEach(() => api.restore());

const summaryIsStale = (role: 'owner' | 'investor') =>
  queryClient.getQueryState(profileKeys.summary(role))?.isInvalidated === true;

const update = {
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amal@example.ps',
};

describe('profile mutations', () => {
  it("owner update: the answer replaces the cached profile and the navbar's summary goes stale", async () => {
    const saved = {
      ...anOwner(),
      user: { firstName: 'Amira', lastName: 'Haddad', email: 'amal@example.ps' },
    };
    api.on('PATCH', '/owner', { status: 200, body: saved });
    queryClient.setQueryData(profileKeys.owner(), anOwner());
    queryClient.setQueryData(profileKeys.summary('owner'), { photo: null, user: { firstName: 'Amal' } });

    const { result } = renderHook(() => useUpdateOwnerProfile());
    await act(() => result.current.mutateAsync(update));

    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual(update);
    expect(queryClient.getQueryData(profileKeys.owner())).toEqual(saved);
    expect(summaryIsStale('owner')).toBe(true);
  });

  it('owner update: a refusal leaves the cached profile as it was', async () => {
    api.on('PATCH', '/owner', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    queryClient.setQueryData(profileKeys.owner(), anOwner());
    const { result } = renderHook(() => useUpdateOwnerProfile());
    await act(async () => {
      await expect(result.current.mutateAsync(update)).rejects.toBeTruthy();
    });
    expect(queryClient.getQueryData(profileKeys.owner())).toEqual(anOwner());
  });

  it('photo upload: sends the file as ownerImage, and the profile and summary go stale', async () => {
    api.on('POST', '/owner/owner-photo', { status: 200, body: { photo: '/uploads/o/new.webp' } });
    queryClient.setQueryData(profileKeys.owner(), anOwner());
    queryClient.setQueryData(profileKeys.summary('owner'), { photo: null, user: { firstName: 'Amal' } });
    const file = new File(['pixels'], 'me.png', { type: 'image/png' });

    const { result } = renderHook(() => useUploadOwnerPhoto());
    await act(() => result.current.mutateAsync({ file }));

    const body = api.requests.find((request) => request.method === 'POST')?.body;
    expect(body instanceof FormData && body.get('ownerImage')).toBeInstanceOf(File);
    expect(queryClient.getQueryData(profileKeys.owner())).toMatchObject({ photo: '/uploads/o/new.webp' });
    expect(queryClient.getQueryState(profileKeys.owner())?.isInvalidated).toBe(true);
    expect(summaryIsStale('owner')).toBe(true);
  });

  it("investor update: the answer replaces the cached profile and the navbar's summary goes stale", async () => {
    const saved = { ...anInvestor(), address: 'Ramallah' };
    api.on('PATCH', '/investor', { status: 200, body: saved });
    queryClient.setQueryData(profileKeys.investor(), anInvestor());
    queryClient.setQueryData(profileKeys.summary('investor'), { photo: null, user: { firstName: 'Sami' } });

    const { result } = renderHook(() => useUpdateInvestorProfile());
    await act(() =>
      result.current.mutateAsync({ firstName: 'Sami', lastName: 'Khalil', email: 'sami@example.ps' }),
    );

    expect(queryClient.getQueryData(profileKeys.investor())).toEqual(saved);
    expect(summaryIsStale('investor')).toBe(true);
  });
});
