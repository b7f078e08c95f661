import { makeToken } from '@rowad/shared/test/tokens';
import { readTokenClaims } from './token-claims';
import { STORAGE_KEYS, useAuthStore } from './auth-store';

describe('readTokenClaims', () => {
  it('reads sub, email, name and role into the stored user record', () => {
    const token = makeToken({ sub: '42', email: 'sami@example.ps', name: 'Sami', role: 'investor' });
    expect(readTokenClaims(token)).toEqual({
      id: '42',
      email: 'sami@example.ps',
      name: 'Sami',
      role: 'investor',
    });
  });

  it('reads Arabic names encoded as UTF-8', () => {
    expect(readTokenClaims(makeToken({ name: 'أمل التميمي' }))?.name).toBe('أمل التميمي');
  });

  it.each(['', 'not-a-token', 'a.b.c', makeToken({ role: 'superuser' as never })])('rejects %s', (token) => {
    expect(readTokenClaims(token)).toBeNull();
  });
});

describe('useAuthStore', () => {
  beforeEach(() => useAuthStore.getState().signOut());

  it('persists exactly the token and user keys of docs/product.md §3 on sign-in', () => {
    const token = makeToken();
    expect(useAuthStore.getState().signIn(token)).toBe(true);
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      id: '7',
      email: 'amal@example.ps',
      name: 'Amal Tamimi',
      role: 'owner',
    });
    expect(Object.keys(localStorage).sort()).toEqual([STORAGE_KEYS.token, STORAGE_KEYS.user].sort());
  });

  it('refuses an unreadable token and stores nothing', () => {
    expect(useAuthStore.getState().signIn('garbage')).toBe(false);
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets the session in memory and in storage on sign-out', () => {
    useAuthStore.getState().signIn(makeToken());
    useAuthStore.getState().setProfile({ photo: '/p.webp', firstName: 'Amal' });
    useAuthStore.getState().signOut();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, profile: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('follows another tab signing in through the storage event', () => {
    const token = makeToken({ role: 'investor' });
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(readTokenClaims(token)));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useAuthStore.getState().user?.role).toBe('investor');
  });
});
