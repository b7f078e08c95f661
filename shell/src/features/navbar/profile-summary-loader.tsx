import { useEffect } from 'react';
import { useProfileSummary } from '@rowad/shared/query';
import { useAuthStore } from '@rowad/shared/session';

/**
 * Loads the account menu's photo and first name (docs/product.md: `GET /app/{role}/me`; failure only
 * logged) into the session store. Loaded lazily by the menu, so a visitor who is not signed in
 * downloads neither the query library nor the API client.
 */
export default function ProfileSummaryLoader() {
  const role = useAuthStore((state) => state.user?.role);
  const setProfile = useAuthStore((state) => state.setProfile);
  const { data, error } = useProfileSummary(role);

  useEffect(() => {
    if (data) setProfile({ photo: data.photo, firstName: data.user.firstName });
  }, [data, setProfile]);

  useEffect(() => {
    if (error) console.warn('The profile summary could not be loaded', error);
  }, [error]);

  return null;
}
