import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { createRelease, getReleases, promoteRelease, rollBackRelease } from '@rowad/shared/api';
import type {
  ReleaseDecision,
  ReleaseRemote,
  ReleaseRequest,
  ReleasesOverview,
  RemoteReleases,
} from '@rowad/shared/schemas';
import { adminKeys, queryClient } from '@rowad/shared/query';
import { refreshAfterDecision } from './paging';

export const releaseQueries = {
  releases: () =>
    queryOptions({ queryKey: adminKeys.releases(), queryFn: ({ signal }) => getReleases(signal) }),
};

/** Every remote's live release, canary and history (issue 27), and whether CI has a release token. */
export const useReleases = () => useQuery(releaseQueries.releases(), queryClient);

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
