import { lazy } from 'react';
import { useAuthStore, type ProfileSummary } from '@rowad/shared/session';

/** Mounted inside a Suspense by the account menu: fills the summary below. */
export const ProfileSummaryLoader = lazy(() => import('./profile-summary-loader'));

/** The dropdown's photo and first name, once ProfileSummaryLoader has them (null until then). */
export function useProfileSummary(): ProfileSummary | null {
  return useAuthStore((state) => state.profile);
}
