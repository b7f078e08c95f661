// @rowad/shared/query/admin: the admin area's queries and decisions, on the query singleton's one
// client and keys. A stateless entry bundled into mfe-admin; one file per screen's concern, so
// each admin page's chunk carries only its own hooks and calls (docs/decisions.md, "The admin's
// hooks come with the page that uses them").
export { useAuditLog, auditLogQueries } from './audit-log';
export { useContactMessages, useMarkMessageHandled, contactMessageQueries } from './contact-messages';
export { useCreateEvent, useDeleteEvent, useEventImages, useUpdateEvent } from './events';
export { useFailedMails, useRetryFailedMail, failedMailQueries } from './failed-mail';
export {
  useAcceptParticipation,
  useEventParticipations,
  useParticipationQueue,
  useRejectParticipation,
  participationQueries,
} from './participations';
export {
  useApproveProject,
  useProjectReviewQueue,
  useRejectProject,
  projectReviewQueries,
} from './project-review';
export {
  useCreateRelease,
  usePromoteRelease,
  useReleases,
  useRollBackRelease,
  releaseQueries,
} from './releases';
export { reportQueries, useDecideReports, useReportQueue } from './reports';
export { useAdminSummary, summaryQueries } from './summary';
export {
  useAdminUser,
  useAdminUsers,
  useDisableUser,
  useEnableUser,
  useSignOutUser,
  userQueries,
} from './users';
