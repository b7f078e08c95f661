import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import {
  acceptParticipation,
  approveProject,
  createEvent,
  createRelease,
  deleteEvent,
  deleteEventImages,
  disableUser,
  enableUser,
  getAdminSummary,
  getAuditLog,
  getContactMessages,
  getEventParticipations,
  getFailedMails,
  getParticipationQueue,
  getProjectReviewQueue,
  getReleases,
  getUser,
  getUsers,
  markContactMessageHandled,
  promoteRelease,
  rejectParticipation,
  rejectProject,
  retryFailedMail,
  rollBackRelease,
  setEventCover,
  signOutUser,
  updateEvent,
  uploadEventImages,
  type AdminUserParams,
  type AuditLogParams,
  type ContactMessageParams,
  type FailedMailParams,
  type ListParams,
  type PageParams,
} from '@rowad/shared/api';
import type {
  EventInput,
  EventPatch,
  ProjectApproval,
  ReleaseDecision,
  ReleaseRemote,
  ReleaseRequest,
  ReleasesOverview,
  RemoteReleases,
} from '@rowad/shared/schemas';
import { adminKeys, eventKeys, projectKeys, queryClient } from '@rowad/shared/query';
import { nextPageParam } from './infinite';

type First<Q> = Omit<Q, 'cursor'>;
const paged = { initialPageParam: undefined as string | undefined, getNextPageParam: nextPageParam };

export const adminQueries = {
  summary: () =>
    queryOptions({ queryKey: adminKeys.summary(), queryFn: ({ signal }) => getAdminSummary(signal) }),
  auditLog: (query: First<AuditLogParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.auditLog(query),
      queryFn: ({ pageParam, signal }) => getAuditLog({ ...query, cursor: pageParam }, signal),
    }),
  projectReview: (query: First<ListParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.projectReview(query),
      queryFn: ({ pageParam, signal }) => getProjectReviewQueue({ ...query, cursor: pageParam }, signal),
    }),
  participationQueue: (query: First<PageParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.participationQueue(query),
      queryFn: ({ pageParam, signal }) => getParticipationQueue({ ...query, cursor: pageParam }, signal),
    }),
  eventParticipations: (eventId: number, query: First<PageParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.eventParticipations(eventId, query),
      queryFn: ({ pageParam, signal }) =>
        getEventParticipations(eventId, { ...query, cursor: pageParam }, signal),
    }),
  users: (query: First<AdminUserParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.users(query),
      queryFn: ({ pageParam, signal }) => getUsers({ ...query, cursor: pageParam }, signal),
    }),
  user: (id: number) =>
    queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) }),
  contactMessages: (query: First<ContactMessageParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.contactMessages(query),
      queryFn: ({ pageParam, signal }) => getContactMessages({ ...query, cursor: pageParam }, signal),
    }),
  failedMails: (query: First<FailedMailParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.failedMails(query),
      queryFn: ({ pageParam, signal }) => getFailedMails({ ...query, cursor: pageParam }, signal),
    }),
  releases: () =>
    queryOptions({ queryKey: adminKeys.releases(), queryFn: ({ signal }) => getReleases(signal) }),
};

export const useAdminSummary = () => useQuery(adminQueries.summary(), queryClient);
export const useAuditLog = (query: First<AuditLogParams> = {}) =>
  useInfiniteQuery(adminQueries.auditLog(query), queryClient);
export const useProjectReviewQueue = (query: First<ListParams> = {}) =>
  useInfiniteQuery(adminQueries.projectReview(query), queryClient);
export const useParticipationQueue = (query: First<PageParams> = {}) =>
  useInfiniteQuery(adminQueries.participationQueue(query), queryClient);
export const useEventParticipations = (eventId: number, query: First<PageParams> = {}) =>
  useInfiniteQuery(adminQueries.eventParticipations(eventId, query), queryClient);
export const useAdminUsers = (query: First<AdminUserParams> = {}) =>
  useInfiniteQuery(adminQueries.users(query), queryClient);
export const useAdminUser = (id: number) => useQuery(adminQueries.user(id), queryClient);
export const useContactMessages = (query: First<ContactMessageParams> = {}) =>
  useInfiniteQuery(adminQueries.contactMessages(query), queryClient);
/** Mails given up after their last attempt (issue 16), newest first. */
export const useFailedMails = (query: First<FailedMailParams> = {}) =>
  useInfiniteQuery(adminQueries.failedMails(query), queryClient);
/** Every remote's live release, canary and history (issue 27), and whether CI has a release token. */
export const useReleases = () => useQuery(adminQueries.releases(), queryClient);

// Decisions. Each one, done or refused (someone else may have decided meanwhile), makes the admin's
// queues, counts and log stale, and what the public sees of the item it was about.

/** After a decision: the admin's lists and counts, and the domains named, load again. */
function refreshAfterDecision(...domains: (readonly unknown[])[]): Promise<unknown> {
  return Promise.all(
    [adminKeys.all, ...domains].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export const useApproveProject = () =>
  useMutation(
    {
      mutationFn: ({ revisionId, ...body }: ProjectApproval & { revisionId: number }) =>
        approveProject(revisionId, body),
      onSettled: () => refreshAfterDecision(projectKeys.all),
    },
    queryClient,
  );

export const useRejectProject = () =>
  useMutation(
    {
      mutationFn: ({ revisionId, reason }: { revisionId: number; reason: string }) =>
        rejectProject(revisionId, { reason }),
      onSettled: () => refreshAfterDecision(projectKeys.all),
    },
    queryClient,
  );

export const useAcceptParticipation = () =>
  useMutation(
    {
      mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
        acceptParticipation(id, reason ? { reason } : {}),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

export const useRejectParticipation = () =>
  useMutation(
    {
      mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectParticipation(id, { reason }),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

export const useCreateEvent = () =>
  useMutation(
    {
      mutationFn: (input: EventInput) => createEvent(input),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

export const useUpdateEvent = (id: number) =>
  useMutation(
    {
      mutationFn: (patch: EventPatch) => updateEvent(id, patch),
      onSuccess: (event) => queryClient.setQueryData(eventKeys.detail(id), event),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

export const useDeleteEvent = () =>
  useMutation(
    {
      mutationFn: (id: number) => deleteEvent(id),
      onSuccess: (_nothing, id) => queryClient.removeQueries({ queryKey: eventKeys.detail(id) }),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

/** The event's images: upload, make one the cover, delete some. The event reloads after each. */
export const useEventImages = (id: number) => {
  const settled = { onSettled: () => refreshAfterDecision(eventKeys.detail(id), eventKeys.all) };
  return {
    upload: useMutation(
      { mutationFn: (files: Blob[]) => uploadEventImages(id, files), ...settled },
      queryClient,
    ),
    setCover: useMutation(
      { mutationFn: (imageId: number) => setEventCover(id, { imageId }), ...settled },
      queryClient,
    ),
    remove: useMutation(
      { mutationFn: (imageIds: number[]) => deleteEventImages(id, { imageIds }), ...settled },
      queryClient,
    ),
  };
};

export const useDisableUser = () =>
  useMutation(
    {
      mutationFn: ({ id, reason }: { id: number; reason: string }) => disableUser(id, { reason }),
      onSettled: () => refreshAfterDecision(),
    },
    queryClient,
  );

export const useEnableUser = () =>
  useMutation(
    { mutationFn: (id: number) => enableUser(id), onSettled: () => refreshAfterDecision() },
    queryClient,
  );

export const useSignOutUser = () =>
  useMutation(
    { mutationFn: (id: number) => signOutUser(id), onSettled: () => refreshAfterDecision() },
    queryClient,
  );

export const useMarkMessageHandled = () =>
  useMutation(
    { mutationFn: (id: number) => markContactMessageHandled(id), onSettled: () => refreshAfterDecision() },
    queryClient,
  );

/** 'Send again': the mail is queued again; the list and the summary's count load again either way. */
export const useRetryFailedMail = () =>
  useMutation(
    { mutationFn: (id: number) => retryFailedMail(id), onSettled: () => refreshAfterDecision() },
    queryClient,
  );

/** The remote's state as a decision answered it, in the overview at once (before it reloads). */
function showRemote(remote: RemoteReleases): void {
  queryClient.setQueryData<ReleasesOverview>(
    adminKeys.releases(),
    (overview) =>
      overview && {
        ...overview,
        remotes: overview.remotes.map((each) => (each.remote === remote.remote ? remote : each)),
      },
  );
}

// Releases (issue 27). Done or refused (a CI job may have released meanwhile), the registry, the
// audit log and the summary load again.

/** A new entry for a remote, for everyone or as a canary; 422 RELEASE_REFUSED names the failed checks. */
export const useCreateRelease = () =>
  useMutation(
    {
      mutationFn: (request: ReleaseRequest) => createRelease(request),
      onSuccess: (answer) => showRemote(answer.remote),
      onSettled: () => refreshAfterDecision(),
    },
    queryClient,
  );

/** 'Promote': the remote's canary becomes everyone's; 409 NO_CANARY when none runs any more. */
export const usePromoteRelease = () =>
  useMutation(
    {
      mutationFn: ({ remote, ...body }: ReleaseDecision & { remote: ReleaseRemote }) =>
        promoteRelease(remote, body),
      onSuccess: showRemote,
      onSettled: () => refreshAfterDecision(),
    },
    queryClient,
  );

/** 'Roll back': the canary stops, or the live release gives way to the one before; 409 NOTHING_TO_ROLL_BACK. */
export const useRollBackRelease = () =>
  useMutation(
    {
      mutationFn: ({ remote, ...body }: ReleaseDecision & { remote: ReleaseRemote }) =>
        rollBackRelease(remote, body),
      onSuccess: showRemote,
      onSettled: () => refreshAfterDecision(),
    },
    queryClient,
  );

export { reportQueries, useDecideReports, useReportQueue } from './admin-reports';
