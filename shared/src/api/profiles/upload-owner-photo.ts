import { send } from '../request';

/** POST /owner/owner-photo (multipart field `ownerImage`): the new photo's URL (its answer is declared beside the route). */
export function uploadOwnerPhoto(
  file: Blob,
  options: { onProgress?: (fraction: number) => void } = {},
): Promise<{ photo: string }> {
  const form = new FormData();
  form.append('ownerImage', file);
  return send({ method: 'POST', url: '/owner/owner-photo', body: form, ...options });
}
