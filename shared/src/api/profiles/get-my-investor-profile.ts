import type { Investor } from '@rowad/shared/schemas';
import { send } from '../request';

/** GET /investor/me. */
export function getMyInvestorProfile(signal?: AbortSignal): Promise<Investor> {
  return send({ method: 'GET', url: '/investor/me', signal });
}
