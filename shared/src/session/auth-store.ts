import { create } from 'zustand';
import { readTokenClaims } from './token-claims';
import type { ProfileSummary, SessionUser } from './types';

/** docs/product.md §3: the local-storage keys of a session. */
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

interface AuthState {
  token: string | null;
  user: SessionUser | null;
  profile: ProfileSummary | null;
  /** Stores the token and the user read from its claims; false when the token is unreadable. */
  signIn: (token: string) => boolean;
  /** Forgets the session in memory and in storage. */
  signOut: () => void;
  setProfile: (profile: ProfileSummary | null) => void;
}

function readStoredSession(): Pick<AuthState, 'token' | 'user'> {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    if (!token) return { token: null, user: null };
    const stored = rawUser ? (JSON.parse(rawUser) as SessionUser) : null;
    // The stored record wins when present (docs/product.md: role from the stored user record);
    // a token without one is read from its claims.
    return { token, user: stored ?? readTokenClaims(token) };
  } catch {
    return { token: null, user: null };
  }
}

export const useAuthStore = create<AuthState>((set) => ({
  ...readStoredSession(),
  profile: null,
  signIn: (token) => {
    const user = readTokenClaims(token);
    if (!user) return false;
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ token, user, profile: null });
    return true;
  },
  signOut: () => {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
    set({ token: null, user: null, profile: null });
  },
  setProfile: (profile) => set({ profile }),
}));

// Another tab signing in or out changes storage: follow it so both tabs agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
      useAuthStore.setState({ ...readStoredSession(), profile: null });
    }
  });
}
