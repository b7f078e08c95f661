import type { ProfileSummary, Role } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** GET /app/{role}/me: the account menu's photo and first name. */
export function getProfileSummary(role: Role, signal?: AbortSignal): Promise<ProfileSummary> {
  return send({ method: 'GET', url: `/app/${segment(role)}/me`, signal });
}
