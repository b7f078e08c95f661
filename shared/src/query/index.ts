// Server data for every app: one TanStack Query cache, hooks per domain over the typed calls
// (`@rowad/shared/api`), prefetching, and the loading/empty/error states of a data screen. The
// admin's hooks are `@rowad/shared/query/admin`, bundled into mfe-admin only (docs/decisions.md
// "Performance (issue 29)"): they use this entry's one client and keys.
export { queryClient, shouldRetry } from './query-client';
export { QueryProvider } from './query-provider';
export { startFromServerState } from './server-state';
export { adminKeys, commentKeys, eventKeys, ownerKeys, profileKeys, projectKeys } from './keys';
export { itemsOf } from './infinite';
export {
  projectQueries,
  useCreateProject,
  useDeleteProject,
  useHomeProjects,
  useMyProject,
  useProject,
  useProjects,
  useProjectsInfinite,
  useUpdateProject,
} from './projects';
export {
  eventQueries,
  useEvent,
  useEvents,
  useEventsInfinite,
  useHomeEvents,
  useMyParticipation,
  useParticipate,
} from './events';
export {
  ownerQueries,
  useOwner,
  useOwnersInfinite,
  useReceivedInfoRequests,
  useRequestInformation,
} from './owners';
export { commentQueries, useAddComment, useComments, useDeleteComment, useEditComment } from './comments';
export {
  profileQueries,
  useMyData,
  useMyInvestorProfile,
  useMyOwnerProfile,
  useProfileSummary,
  useUpdateInvestorProfile,
  useUpdateOwnerProfile,
  useUploadOwnerPhoto,
} from './profiles';
export type { OwnerPhotoUpload } from './profiles';
export { useReportItem } from './reports';
export { prefetch, PrefetchLink } from './prefetch-link';
export type { PrefetchOptions } from './prefetch-link';
export { NotFoundState, QueryState, failureKey } from './query-state';
export type { DataScreen, QueryLike, QueryStateProps } from './query-state';
