import type {
  Release,
  ReleaseAnswer,
  ReleaseCheck,
  ReleaseRemote,
  ReleaseRequest,
  ReleasesOverview,
  ReleaseState,
  RemoteReleases,
} from '@rowad/shared/schemas';
import { RELEASE_REMOTES } from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import type { AuditRepository } from '../admin/audit-repository.js';
import { checkRelease, type ReleaseCheckContext } from './checks.js';
import { isOwnBuild, type ReleaseMap } from './release-map.js';
import type { ReleaseRepository, StoredRelease } from './repository.js';

/** Who releases: an admin, or a CI job holding the release token. */
export interface ReleaseActor {
  adminId: number | null;
  via: 'admin' | 'release token';
}

export interface ReleaseServiceDeps {
  releases: ReleaseRepository;
  audit: AuditRepository;
  map: ReleaseMap;
  checks: ReleaseCheckContext;
  /** SERVER_RENDER is on and the build has the renderer. */
  serverRender: boolean;
  releaseTokenSet: boolean;
}

/** How many of a remote's releases the registry lists. */
const HISTORY_SHOWN = 50;

const CANARY_RUNNING = 'This remote has a canary: promote it or roll it back before releasing again.';
const NO_CANARY = 'This remote has no canary to promote.';
const NOTHING_TO_ROLL_BACK = 'This remote is on its starting map: there is no release to roll back.';

function stateOf(
  release: StoredRelease,
  liveId: number | undefined,
  canaryId: number | undefined,
): ReleaseState {
  if (release.rolledBackAt !== null) return 'rolled-back';
  if (release.id === canaryId) return 'canary';
  if (release.id === liveId) return 'live';
  return 'earlier';
}

/** The release registry (issue 27; docs/operations.md, "Releasing one remote"). */
export class ReleaseService {
  constructor(private readonly deps: ReleaseServiceDeps) {}

  /** Reads the registry into this process's map. */
  async refresh(): Promise<void> {
    this.deps.map.update(await this.deps.releases.active());
  }

  async overview(): Promise<ReleasesOverview> {
    const remotes = [];
    for (const remote of RELEASE_REMOTES) remotes.push(await this.remoteView(remote));
    return { remotes, releaseToken: this.deps.releaseTokenSet };
  }

  async remoteView(remote: ReleaseRemote): Promise<RemoteReleases> {
    const history = await this.deps.releases.historyOf(remote, HISTORY_SHOWN);
    // Read apart from the history shown: the live release may be older than its last 50 rows.
    const [latest, live] = await Promise.all([
      this.deps.releases.latestActive(remote),
      this.deps.releases.liveOf(remote),
    ]);
    const canary = latest?.percent != null ? await this.deps.releases.byId(latest.id) : undefined;
    const startingEntry = this.deps.map.startingEntries[remote] ?? '';
    const liveEntry = live?.entry ?? startingEntry;
    const view = (release: StoredRelease): Release => ({
      id: release.id,
      remote,
      entry: release.entry,
      note: release.note,
      percent: release.percent,
      state: stateOf(release, live?.id, canary?.id),
      releasedBy:
        release.via === 'release token'
          ? 'release token'
          : release.releasedBy && `${release.releasedBy.firstName} ${release.releasedBy.lastName}`.trim(),
      releasedAt: release.createdAt,
      promotedAt: release.promotedAt,
      rolledBackAt: release.rolledBackAt,
      checks: release.checks,
    });
    return {
      remote,
      liveEntry,
      live: live ? view(live) : null,
      canary: canary ? view(canary) : null,
      startingEntry,
      serverDrawn: remote === 'mfe_public' && this.deps.serverRender && isOwnBuild(remote, liveEntry),
      history: history.map(view),
    };
  }

  /** Checks the release; accepted, it is live (or a canary) on this process at once. */
  async release(request: ReleaseRequest, actor: ReleaseActor): Promise<ReleaseAnswer> {
    const entry = request.entry.trim();
    const checked = await checkRelease(request.remote, entry, this.deps.checks);
    if (!checked.passed) {
      const failed = checked.checks.filter((check) => !check.ok);
      throw new ApiError(
        422,
        'RELEASE_REFUSED',
        `The release was refused: ${failed.length} check${failed.length === 1 ? '' : 's'} failed.`,
        Object.fromEntries(failed.map((check) => [check.check, check.detail])),
      );
    }
    const id = await this.deps.releases.exclusively(request.remote, async (releases) => {
      const latest = await releases.latestActive(request.remote);
      if (latest?.percent != null) throw new ApiError(409, 'CANARY_RUNNING', CANARY_RUNNING);
      const now = new Date().toISOString();
      const created = await releases.insert(
        {
          remote: request.remote,
          entry,
          note: request.note || null,
          percent: request.percent ?? null,
          releasedBy: actor.adminId,
          via: actor.via,
          checks: checked.checks,
        },
        now,
      );
      await this.audit(releases, actor, 'release.created', created, request.note, {
        remote: request.remote,
        entry,
        percent: request.percent ?? null,
        checks: checked.checks.map((check: ReleaseCheck) => check.check),
      });
      return created;
    });
    await this.refresh();
    const remote = await this.remoteView(request.remote);
    const release = remote.history.find((item) => item.id === id);
    if (!release) throw new Error(`release ${id} is not in its remote's history`);
    return { release, remote };
  }

  /** Makes the remote's canary everyone's. */
  async promote(
    remote: ReleaseRemote,
    note: string | undefined,
    actor: ReleaseActor,
  ): Promise<RemoteReleases> {
    await this.deps.releases.exclusively(remote, async (releases) => {
      const latest = await releases.latestActive(remote);
      if (latest?.percent == null) throw new ApiError(409, 'NO_CANARY', NO_CANARY);
      await releases.promote(latest.id, new Date().toISOString());
      await this.audit(releases, actor, 'release.promoted', latest.id, note, {
        remote,
        entry: latest.entry,
        percent: latest.percent,
      });
    });
    await this.refresh();
    return this.remoteView(remote);
  }

  /** Goes back to the release before the latest (the canary's end, or the previous live one). */
  async rollback(
    remote: ReleaseRemote,
    note: string | undefined,
    actor: ReleaseActor,
  ): Promise<RemoteReleases> {
    await this.deps.releases.exclusively(remote, async (releases) => {
      const latest = await releases.latestActive(remote);
      if (!latest) throw new ApiError(409, 'NOTHING_TO_ROLL_BACK', NOTHING_TO_ROLL_BACK);
      await releases.rollBack(latest.id, new Date().toISOString());
      await this.audit(releases, actor, 'release.rolled-back', latest.id, note, {
        remote,
        entry: latest.entry,
      });
    });
    await this.refresh();
    return this.remoteView(remote);
  }

  private async audit(
    releases: ReleaseRepository,
    actor: ReleaseActor,
    action: string,
    releaseId: number,
    note: string | undefined,
    details: Record<string, unknown>,
  ): Promise<void> {
    await releases.withAudit(this.deps.audit).record({
      adminId: actor.adminId,
      action,
      subjectType: 'release',
      subjectId: releaseId,
      reason: note || null,
      details: { ...details, via: actor.via },
    });
  }
}
