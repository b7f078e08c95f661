import type { OwnerProjectImage } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/**
 * POST /my-projects/{id}/images (multipart field `images`, several files): the new images.
 * `onProgress` follows the upload, 0 to 1; `signal` cancels it; `timeout` replaces the client's
 * 15 s, which ten photos on a slow line need more than (0: no limit, the caller watches progress).
 */
export function uploadProjectImages(
  id: number,
  files: readonly Blob[],
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; timeout?: number } = {},
): Promise<OwnerProjectImage[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return send({ method: 'POST', url: `/my-projects/${segment(id)}/images`, body: form, ...options });
}
