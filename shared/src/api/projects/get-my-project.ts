import type { OwnerProject } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** GET /my-projects/{id}: the owner's view of one of their projects, images included. */
export function getMyProject(id: number, signal?: AbortSignal): Promise<OwnerProject> {
  return send({ method: 'GET', url: `/my-projects/${segment(id)}`, signal });
}
