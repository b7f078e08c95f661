import type { PublicOwner } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** GET /owners/{id}: an owner's public profile. */
export function getOwner(id: number, signal?: AbortSignal): Promise<PublicOwner> {
  return send({ method: 'GET', url: `/owners/${segment(id)}`, signal });
}
