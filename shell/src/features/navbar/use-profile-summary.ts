import { useEffect } from 'react';
import { apiClient } from '@rowad/shared/api-client';
import { useAuthStore, type ProfileSummary } from '@rowad/shared/session';

interface MeResponse {
  photo?: string | null;
  user?: { firstName?: string | null };
}

/** Loads the dropdown's photo and first name (SPEC: `GET /app/{role}/me`; failure only logged). */
export function useProfileSummary(): ProfileSummary | null {
  const token = useAuthStore((state) => state.token);
  const role = useAuthStore((state) => state.user?.role);
  const profile = useAuthStore((state) => state.profile);
  const setProfile = useAuthStore((state) => state.setProfile);

  useEffect(() => {
    if (!token || !role) return;
    const controller = new AbortController();
    apiClient
      .get<MeResponse>(`/app/${role}/me`, { signal: controller.signal })
      .then(({ data }) => setProfile({ photo: data.photo ?? null, firstName: data.user?.firstName ?? null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The profile summary could not be loaded', error);
      });
    return () => controller.abort();
  }, [token, role, setProfile]);

  return profile;
}
