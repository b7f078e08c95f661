import type {
  ReleaseAnswer,
  ReleaseDecision,
  ReleaseRemote,
  ReleaseRequest,
  ReleasesOverview,
  RemoteReleases,
} from '@rowad/shared/schemas';
import { segment, send } from '../request';

// The release registry (issue 27, docs/architecture.md "How a release of one remote flows").

/** GET /admin/releases: every remote's live entry, canary and history, and whether CI has a token. */
export function getReleases(signal?: AbortSignal): Promise<ReleasesOverview> {
  return send({ method: 'GET', url: '/admin/releases', signal });
}

/**
 * POST /admin/releases: a remote's new entry, for everyone or (with `percent`) as a canary. 422
 * RELEASE_REFUSED names each failed check in `errors`; 409 CANARY_RUNNING while one runs.
 */
export function createRelease(body: ReleaseRequest): Promise<ReleaseAnswer> {
  return send({ method: 'POST', url: '/admin/releases', body });
}

/** POST /admin/releases/{remote}/promote: the canary becomes everyone's. 409 NO_CANARY. */
export function promoteRelease(remote: ReleaseRemote, body: ReleaseDecision = {}): Promise<RemoteReleases> {
  return send({ method: 'POST', url: `/admin/releases/${segment(remote)}/promote`, body });
}

/**
 * POST /admin/releases/{remote}/rollback: the canary stops, or without one the live release gives
 * way to the one before it (the starting map after the first). 409 NOTHING_TO_ROLL_BACK.
 */
export function rollBackRelease(remote: ReleaseRemote, body: ReleaseDecision = {}): Promise<RemoteReleases> {
  return send({ method: 'POST', url: `/admin/releases/${segment(remote)}/rollback`, body });
}
