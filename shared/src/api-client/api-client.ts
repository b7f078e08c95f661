import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { useLanguageStore } from '@rowad/shared/i18n';
import { useAuthStore } from '@rowad/shared/session';
import { reportConnectionFailure } from './connection-failures';

let instance: Promise<AxiosInstance> | undefined;

/**
 * The one HTTP client of the browser apps (base `/api`, the session's bearer token). axios is
 * about 20 KiB brotli, so it is fetched with the first call rather than before the first paint;
 * every later call, in every app, gets the same instance.
 */
export function getApiClient(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios, AxiosHeaders, isAxiosError }) => {
    const client = axios.create({ baseURL: '/api', timeout: 15_000 });

    client.interceptors.request.use((request) => {
      const { token } = useAuthStore.getState();
      request.headers = AxiosHeaders.from(request.headers);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      // The server writes e-mails in the language the visitor reads the site in.
      request.headers.set('Accept-Language', useLanguageStore.getState().language);
      return request;
    });

    // A 401 on a call that carried the token means the session is over (expired, revoked by
    // logout elsewhere or by a password change): forget it, and the route guards send the user
    // to /login. A 401 without a token (a wrong password at login) is the caller's to show.
    client.interceptors.response.use(undefined, (error: unknown) => {
      // No answer at all, and not given up by the page: the connection (issue 32).
      if (isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED') reportConnectionFailure();
      if (isAxiosError(error) && error.response?.status === 401) {
        const sentToken = AxiosHeaders.from(error.config?.headers ?? {}).has('Authorization');
        if (sentToken) useAuthStore.getState().signOut();
      }
      return Promise.reject(error);
    });
    return client;
  });
  // A failed download (offline) must not stick: the next call tries again.
  instance.catch(() => {
    instance = undefined;
    reportConnectionFailure();
  });
  return instance;
}

/** One request through the shared client; typed calls (`@rowad/shared/api`) are built on it. */
export async function sendRequest<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  const client = await getApiClient();
  return client.request<T>(config);
}
