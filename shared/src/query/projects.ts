import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import {
  createProject,
  deleteProject,
  getHomeProjects,
  getMyProject,
  getProject,
  getProjects,
  updateProject,
  type ProjectListParams,
} from '@rowad/shared/api';
import { publicCalls } from '@rowad/shared/first-load';
import type { ProjectInput } from '@rowad/shared/schemas';
import { nextPageParam } from './infinite';
import { profileKeys, projectKeys } from './keys';
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
      queryFn: ({ signal }) => getHomeProjects(publicCalls.homeProjects().query, signal),
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

/**
 * What an owner's change to a project makes stale: GET /owner/me (it carries the owner's
 * projects, the My projects grid) and the owner's view of that project (the edit page).
 */
function refreshOwnerProject(id: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.owner() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.mine(id) }),
  ]);
}

/** POST /my-projects: a new project goes to review; the owner's projects reload. */
export const useCreateProject = () =>
  useMutation(
    {
      mutationFn: (input: ProjectInput) => createProject(input),
      onSuccess: ({ id }) => refreshOwnerProject(id),
    },
    queryClient,
  );

/**
 * PATCH /my-projects/{id}: a new version goes to review. The answer is the owner's view as
 * changed, so the edit page has it at once; both queries still reload to agree with the server.
 */
export const useUpdateProject = (id: number) =>
  useMutation(
    {
      mutationFn: (input: ProjectInput) => updateProject(id, input),
      onSuccess: (project) => queryClient.setQueryData(projectKeys.mine(id), project),
      onSettled: () => refreshOwnerProject(id),
    },
    queryClient,
  );

/**
 * DELETE /my-projects/{id}. The owner's projects reload; the project's own queries are dropped
 * (asking again would only answer 404), and the public lists, which may have shown it, go stale.
 */
export const useDeleteProject = () =>
  useMutation(
    {
      mutationFn: (id: number) => deleteProject(id),
      onSuccess: async (_nothing, id) => {
        queryClient.removeQueries({ queryKey: projectKeys.mine(id) });
        queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: profileKeys.owner() }),
          queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        ]);
      },
      // A failure may still have deleted it (the answer was lost): the grid asks again.
      onError: () => queryClient.invalidateQueries({ queryKey: profileKeys.owner() }),
    },
    queryClient,
  );
