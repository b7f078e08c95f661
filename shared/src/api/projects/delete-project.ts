import { segment, sendOnly } from '../request';

/** DELETE /my-projects/{id}. */
export function deleteProject(id: number): Promise<void> {
  return sendOnly({ method: 'DELETE', url: `/my-projects/${segment(id)}` });
}
