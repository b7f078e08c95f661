import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  getHomeProjects,
  getMyProject,
  getProject,
  getProjects,
  type ProjectListParams,
} from '@rowad/shared/api';
import { HOME_ITEMS } from '@rowad/shared/first-load';
import { nextPageParam } from './infinite';
import { projectKeys } from './keys';
import { queryClient } from './query-client';

/** What to load for each projects query: the hooks and `prefetch` share them. */
export const projectQueries = {
  list: (query: ProjectListParams = {}) =>
    queryOptions({ queryKey: projectKeys.list(query), queryFn: ({ signal }) => getProjects(query, signal) }),
  pages: (query: Omit<ProjectListParams, 'cursor'> = {}) =>
    infiniteQueryOptions({
      queryKey: projectKeys.pages(query),
      queryFn: ({ pageParam, signal }) => getProjects({ ...query, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextPageParam,
    }),
  home: () =>
    queryOptions({
      queryKey: projectKeys.home(),
      queryFn: ({ signal }) => getHomeProjects({ limit: HOME_ITEMS }, signal),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal) }),
  mine: (id: number) =>
    queryOptions({ queryKey: projectKeys.mine(id), queryFn: ({ signal }) => getMyProject(id, signal) }),
};

/** One page of public projects. */
export const useProjects = (query: ProjectListParams = {}) =>
  useQuery(projectQueries.list(query), queryClient);
/**
 * Public projects, a page more at each `fetchNextPage()` (for "load more" and endless lists). While
 * a new search loads, the previous results stay on screen (`isPlaceholderData`).
 */
export const useProjectsInfinite = (query: Omit<ProjectListParams, 'cursor'> = {}) =>
  useInfiniteQuery({ ...projectQueries.pages(query), placeholderData: keepPreviousData }, queryClient);
export const useHomeProjects = () => useQuery(projectQueries.home(), queryClient);
export const useProject = (id: number) => useQuery(projectQueries.detail(id), queryClient);
/** The owner's view of one of their projects (edit and images pages). */
export const useMyProject = (id: number) => useQuery(projectQueries.mine(id), queryClient);
