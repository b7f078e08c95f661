import { paths } from '@rowad/shared/paths';
import type { SessionUser } from '@rowad/shared/session';
import type { Access } from './route-table';

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * The client-side guard of docs/product.md §6. It only spares users pages they cannot use:
 * the server enforces every permission on its own.
 */
export function decideAccess(access: Access, token: string | null, user: SessionUser | null): AccessDecision {
  switch (access.kind) {
    case 'public':
      return { allow: true };
    case 'guest':
      return token ? { allow: false, redirectTo: paths.home } : { allow: true };
    case 'signed-in':
      if (!token) return { allow: false, redirectTo: paths.login };
      // Pages of another role (an investor on /owner/my-projects) lead home, not to an error.
      if (access.role && user?.role !== access.role) return { allow: false, redirectTo: paths.home };
      return { allow: true };
  }
}
