import { z } from 'zod/mini';
import { OwnerProjectImageSchema, type OwnerProjectImage } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/**
 * POST /my-projects/{id}/images (multipart field `images`, several files): the new images.
 * `onProgress` follows the upload, 0 to 1; `signal` cancels it.
 */
export function uploadProjectImages(
  id: number,
  files: readonly Blob[],
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<OwnerProjectImage[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return send(
    { method: 'POST', url: `/my-projects/${segment(id)}/images`, body: form, ...options },
    z.array(OwnerProjectImageSchema),
  );
}
