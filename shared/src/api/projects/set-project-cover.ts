import type { SetCover } from '@rowad/shared/schemas';
import { segment, sendOnly } from '../request';

/** POST /my-projects/{id}/images/set-cover. */
export function setProjectCover(id: number, body: SetCover): Promise<void> {
  return sendOnly({ method: 'POST', url: `/my-projects/${segment(id)}/images/set-cover`, body });
}
