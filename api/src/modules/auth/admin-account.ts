import type { AccountRepository } from './account-repository.js';
import { hashPassword } from './passwords.js';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create the admin at start, or bring an existing account with that
 * e-mail up to date (admin role, active, this password). Admins cannot register themselves.
 */
export async function ensureAdminAccount(
  accounts: AccountRepository,
  admin: { email: string; password: string } | undefined,
): Promise<'created' | 'updated' | 'none'> {
  if (!admin) return 'none';
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(admin.password);
  const existing = await accounts.findByEmail(admin.email);
  if (existing) {
    await accounts.update(existing.id, { passwordHash, state: 'active', role: 'admin' }, now);
    return 'updated';
  }
  await accounts.create(
    {
      email: admin.email,
      passwordHash,
      firstName: 'Admin',
      lastName: 'Rowad',
      role: 'admin',
      state: 'active',
      language: 'en',
      profile: { bio: '', birthDate: null, address: '' },
    },
    now,
  );
  return 'created';
}
