import type { Project } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { ProjectListParams } from '../list-query';
import { publicCalls } from '@rowad/shared/first-load';

/** GET /projects: public projects, newest first, a page at a time. */
export function getProjects(query: ProjectListParams = {}, signal?: AbortSignal): Promise<Page<Project>> {
  return getPage({ method: 'GET', url: publicCalls.projects().url, query, signal });
}
