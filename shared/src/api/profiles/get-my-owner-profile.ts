import type { Owner } from '@rowad/shared/schemas';
import { send } from '../request';

/** GET /owner/me: the owner with user and projects. */
export function getMyOwnerProfile(signal?: AbortSignal): Promise<Owner> {
  return send({ method: 'GET', url: '/owner/me', signal });
}
