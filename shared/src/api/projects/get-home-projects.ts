import type { Project } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { ProjectListParams } from '../list-query';
import { publicCalls } from '@rowad/shared/first-load';

/** GET /app/projects: the projects of the home page (docs/product.md §7). */
export function getHomeProjects(query: ProjectListParams = {}, signal?: AbortSignal): Promise<Page<Project>> {
  return getPage({ method: 'GET', url: publicCalls.homeProjects().url, query, signal });
}
