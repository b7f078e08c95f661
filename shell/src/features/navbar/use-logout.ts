import { useCallback } from 'react';
import { useNavigate } from '@rowad/shared/routing';
import { rememberLanguage } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { useAuthStore } from '@rowad/shared/session';

/**
 * docs/product.md §4: call logout with the session's token, clear all local storage, reset the
 * session and profile, then go to /login. If the call fails, storage is cleared all the same
 * but the user stays where they are.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const forget = () => {
      localStorage.clear();
      rememberLanguage();
      useAuthStore.getState().signOut();
    };
    try {
      // Loaded on use: the typed calls (and axios) stay off the first page's download.
      const { logout } = await import('@rowad/shared/api');
      await logout();
    } catch (error) {
      console.warn('The logout call failed', error);
      forget();
      return;
    }
    forget();
    navigate(paths.login);
  }, [navigate]);
}
