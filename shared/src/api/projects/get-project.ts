import { ProjectSchema, type Project } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** GET /projects/{id}: a public project. */
export function getProject(id: number, signal?: AbortSignal): Promise<Project> {
  return send({ method: 'GET', url: `/projects/${segment(id)}`, signal }, ProjectSchema);
}
