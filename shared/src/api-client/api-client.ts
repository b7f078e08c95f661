import axios, { AxiosHeaders, isAxiosError } from 'axios';
import { useLanguageStore } from '@rowad/shared/i18n';
import { useAuthStore } from '@rowad/shared/session';

/** The one HTTP client of the browser apps: base `/api`, bearer token of the session. */
export const apiClient = axios.create({ baseURL: '/api', timeout: 15_000 });

apiClient.interceptors.request.use((request) => {
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
apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    const sentToken = AxiosHeaders.from(error.config?.headers ?? {}).has('Authorization');
    if (sentToken) useAuthStore.getState().signOut();
  }
  return Promise.reject(error);
});
