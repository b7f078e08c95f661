import type { ReactNode } from 'react';
import { Navigate } from '@rowad/shared/routing';
import { useAuthStore } from '@rowad/shared/session';
import { decideAccess } from './access';
import type { Access } from './route-table';

export function GuardedRoute({ access, children }: { access: Access; children: ReactNode }) {
  const token = useAuthStore((state) => state.token);
  const user = useAuthStore((state) => state.user);
  const decision = decideAccess(access, token, user);
  return decision.allow ? children : <Navigate to={decision.redirectTo} replace />;
}
