import type { Owner, OwnerProfileUpdate } from '@rowad/shared/schemas';
import { send } from '../request';

/** PATCH /owner: the owner as updated. */
export function updateOwnerProfile(body: OwnerProfileUpdate): Promise<Owner> {
  return send({ method: 'PATCH', url: '/owner', body });
}
