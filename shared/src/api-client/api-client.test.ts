import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { useLanguageStore } from '@rowad/shared/i18n';
import { useAuthStore } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { makeToken } from '@rowad/shared/test/tokens';
import { getApiClient, sendRequest } from './api-client';

describe('the shared API client', () => {
  it('does not load axios until the first call, then keeps one instance', async () => {
    let loads = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        loads += 1;
        return jest.requireActual('axios');
      });
      const client = await import('./api-client');
      expect(loads).toBe(0);
      const first = await client.getApiClient();
      const second = await client.getApiClient();
      expect(loads).toBe(1);
      expect(second).toBe(first);
    });
  });

  describe('on each call', () => {
    let server: FakeApi;
    beforeEach(async () => {
      server = await installFakeApi();
    });
    afterEach(() => {
      server.restore();
      act(() => {
        useAuthStore.getState().signOut();
        useLanguageStore.getState().setLanguage('en');
      });
    });

    it('sends the bearer token of the session and the language the visitor reads', async () => {
      const token = makeToken({ role: 'owner' });
      act(() => {
        useAuthStore.getState().signIn(token);
        useLanguageStore.getState().setLanguage('ar');
      });
      server.on('GET', '/users/my-data', { status: 200, body: {} });
      await sendRequest({ method: 'GET', url: '/users/my-data' });
      expect(server.requests[0]?.headers).toMatchObject({
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'ar',
      });
      expect((await getApiClient()).defaults.baseURL).toBe('/api');
    });

    it('ends the session when a call that carried the token answers 401', async () => {
      act(() => void useAuthStore.getState().signIn(makeToken({ role: 'owner' })));
      server.on('GET', '/owner/me', {
        status: 401,
        body: { code: 'SESSION_ENDED', message: 'Session ended' },
      });
      await expect(sendRequest({ method: 'GET', url: '/owner/me' })).rejects.toBeTruthy();
      expect(useAuthStore.getState().token).toBeNull();
    });

    it('leaves a 401 without a token (a wrong password) to the caller', async () => {
      server.on('POST', '/auth/login', { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'No' } });
      await expect(sendRequest({ method: 'POST', url: '/auth/login', data: {} })).rejects.toBeTruthy();
      expect(server.requests[0]?.headers).not.toHaveProperty('Authorization');
    });
  });
});
