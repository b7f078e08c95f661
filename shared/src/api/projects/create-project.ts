import type { z } from 'zod/mini';
import type { CreatedProjectSchema, ProjectInput } from '@rowad/shared/schemas';
import { send } from '../request';

/** POST /my-projects: the new project's id. */
export function createProject(body: ProjectInput): Promise<z.output<typeof CreatedProjectSchema>> {
  return send({ method: 'POST', url: '/my-projects', body });
}
