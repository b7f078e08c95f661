import type { OwnerProject, ProjectInput } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** PATCH /my-projects/{id}: the owner's view of the project as changed. */
export function updateProject(id: number, body: ProjectInput): Promise<OwnerProject> {
  return send({ method: 'PATCH', url: `/my-projects/${segment(id)}`, body });
}
