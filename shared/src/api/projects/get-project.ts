import type { Project } from '@rowad/shared/schemas';
import { send } from '../request';
import { publicCalls } from '@rowad/shared/first-load';

/** GET /projects/{id}: a public project. */
export function getProject(id: number, signal?: AbortSignal): Promise<Project> {
  return send({ method: 'GET', url: publicCalls.project(id).url, signal });
}
