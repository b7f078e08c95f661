import type { DeleteImages } from '@rowad/shared/schemas';
import { segment, sendOnly } from '../request';

/** DELETE /my-projects/{id}/images: the listed images. */
export function deleteProjectImages(id: number, body: DeleteImages): Promise<void> {
  return sendOnly({ method: 'DELETE', url: `/my-projects/${segment(id)}/images`, body });
}
