import type { InfoRequest, MessageResponse } from '@rowad/shared/schemas';
import { send } from '../request';

/** POST /owner/request-information: the owner will reply by e-mail. */
export function requestInformation(body: InfoRequest): Promise<MessageResponse> {
  return send({ method: 'POST', url: '/owner/request-information', body });
}
