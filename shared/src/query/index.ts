// Server data for every app: one TanStack Query cache, hooks per domain over the typed calls
// (`@rowad/shared/api`), prefetching, and the loading/empty/error states of a data screen.
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
export {
  adminQueries,
  useAcceptParticipation,
  useAdminSummary,
  useAdminUser,
  useAdminUsers,
  useApproveProject,
  useAuditLog,
  useContactMessages,
  useCreateEvent,
  useCreateRelease,
  useDeleteEvent,
  useDisableUser,
  useEnableUser,
  useEventImages,
  useEventParticipations,
  useFailedMails,
  useMarkMessageHandled,
  useParticipationQueue,
  useProjectReviewQueue,
  usePromoteRelease,
  useRejectParticipation,
  useRejectProject,
  useReleases,
  useRetryFailedMail,
  useRollBackRelease,
  useSignOutUser,
  useUpdateEvent,
} from './admin';
export { reportQueries, useDecideReports, useReportItem, useReportQueue } from './reports';
export { prefetch, PrefetchLink } from './prefetch-link';
export type { PrefetchOptions } from './prefetch-link';
export { NotFoundState, QueryState, failureKey } from './query-state';
export type { DataScreen, QueryLike, QueryStateProps } from './query-state';
