import { z } from 'zod/mini';
import { send } from '../request';

// Declared beside the route in the API only; this is its answer as the client reads it.
const PhotoAnswerSchema = z.object({ photo: z.string() });

/** POST /owner/owner-photo (multipart field `ownerImage`): the new photo's URL. */
export function uploadOwnerPhoto(
  file: Blob,
  options: { onProgress?: (fraction: number) => void } = {},
): Promise<{ photo: string }> {
  const form = new FormData();
  form.append('ownerImage', file);
  return send({ method: 'POST', url: '/owner/owner-photo', body: form, ...options }, PhotoAnswerSchema);
}
