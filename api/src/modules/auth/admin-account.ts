import type { TokenService } from '../../plugins/auth.js';
import type { AccountRepository } from './account-repository.js';
import { hashPassword, verifyPassword } from './passwords.js';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create the admin at start, or bring an existing account with that
 * e-mail up to date (admin role, active, this password). Admins cannot register themselves.
 * A new ADMIN_PASSWORD signs out every session of the account: rotating a password that may
 * have leaked must also end what was opened with it.
 */
export async function ensureAdminAccount(
  accounts: AccountRepository,
  admin: { email: string; password: string } | undefined,
  tokens: Pick<TokenService, 'revokeAllOf'>,
): Promise<'created' | 'updated' | 'none'> {
  if (!admin) return 'none';
  const now = new Date().toISOString();
  const existing = await accounts.findByEmail(admin.email);
  if (existing) {
    const samePassword = await verifyPassword(existing.passwordHash, admin.password);
    await accounts.update(
      existing.id,
      {
        ...(samePassword ? {} : { passwordHash: await hashPassword(admin.password) }),
        state: 'active',
        role: 'admin',
      },
      now,
    );
    if (!samePassword) await tokens.revokeAllOf(existing.id);
    return 'updated';
  }
  await accounts.create(
    {
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
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
