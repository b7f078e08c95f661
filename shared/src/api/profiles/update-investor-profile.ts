import type { Investor, InvestorProfileUpdate } from '@rowad/shared/schemas';
import { send } from '../request';

/** PATCH /investor: the investor as updated. */
export function updateInvestorProfile(body: InvestorProfileUpdate): Promise<Investor> {
  return send({ method: 'PATCH', url: '/investor', body });
}
