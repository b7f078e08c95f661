export { useAuthStore, STORAGE_KEYS } from './auth-store';
export { readTokenClaims } from './token-claims';
export type { Role, SessionUser, ProfileSummary } from './types';
