import type { MyData } from '@rowad/shared/schemas';
import { send } from '../request';

/** GET /users/my-data: the signed-in user, with id and role. */
export function getMyData(signal?: AbortSignal): Promise<MyData> {
  return send({ method: 'GET', url: '/users/my-data', signal });
}
