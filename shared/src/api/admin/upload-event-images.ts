import type { EventImage } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** POST /admin/events/{id}/images (multipart field `images`, several files): the new images. */
export function uploadEventImages(id: number, files: readonly Blob[]): Promise<EventImage[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return send({ method: 'POST', url: `/admin/events/${segment(id)}/images`, body: form });
}
