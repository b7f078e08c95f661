import { useEffect } from 'react';
import { getProfileSummary } from '@rowad/shared/api';
import { useAuthStore, type ProfileSummary } from '@rowad/shared/session';

/** Loads the dropdown's photo and first name (SPEC: `GET /app/{role}/me`; failure only logged). */
export function useProfileSummary(): ProfileSummary | null {
  const token = useAuthStore((state) => state.token);
  const role = useAuthStore((state) => state.user?.role);
  const profile = useAuthStore((state) => state.profile);
  const setProfile = useAuthStore((state) => state.setProfile);

  useEffect(() => {
    if (!token || !role) return;
    const controller = new AbortController();
    getProfileSummary(role, controller.signal)
      .then((summary) => setProfile({ photo: summary.photo, firstName: summary.user.firstName }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The profile summary could not be loaded', error);
      });
    return () => controller.abort();
  }, [token, role, setProfile]);

  return profile;
}
