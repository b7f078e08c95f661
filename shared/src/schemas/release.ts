import { z } from 'zod/mini';
import { afterValid } from './fields';
import { says } from './says';
import {
  CANARY_PERCENT_MAX,
  CANARY_PERCENT_MIN,
  RELEASE_ENTRY_MAX,
  RELEASE_NOTE_MAX,
  RELEASE_REMOTES,
} from './rules';

export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/**
 * POST /admin/releases (docs/operations.md, "Releasing one remote"): a remote's new entry. `percent` (1-99)
 * makes it a canary for that share of browsers; without it the release is everyone's at once.
 */
export const ReleaseRequestSchema = z.object({
  remote: z.enum(RELEASE_REMOTES, { error: says('release.remote') }),
  entry: z
    .string({ error: says('release.entryRequired') })
    .check(
      z.trim(),
      z.minLength(1, says('release.entryRequired')),
      z.maxLength(RELEASE_ENTRY_MAX, { error: says('release.entryTooLong'), ...afterValid }),
    ),
  note: z.optional(
    z
      .string({ error: says('release.noteTooLong') })
      .check(z.trim(), z.maxLength(RELEASE_NOTE_MAX, says('release.noteTooLong'))),
  ),
  percent: z.optional(
    z
      .number({ error: says('release.percent') })
      .check(
        z.int(says('release.percent')),
        z.gte(CANARY_PERCENT_MIN, says('release.percent')),
        z.lte(CANARY_PERCENT_MAX, says('release.percent')),
      ),
  ),
});
export type ReleaseRequest = z.infer<typeof ReleaseRequestSchema>;

/** POST /admin/releases/{remote}/promote and .../rollback: why, for the audit log. */
export const ReleaseDecisionSchema = z.object({
  note: z.optional(
    z
      .string({ error: says('release.noteTooLong') })
      .check(z.trim(), z.maxLength(RELEASE_NOTE_MAX, says('release.noteTooLong'))),
  ),
});
export type ReleaseDecision = z.infer<typeof ReleaseDecisionSchema>;

export const ReleaseRemoteParamsSchema = z.object({
  remote: z.enum(RELEASE_REMOTES, { error: says('release.remote') }),
});

/** One check the server ran on a release before accepting it, passed or not. */
export const ReleaseCheckSchema = z.object({
  /** `origin`, `entry`, `manifest`, `name`, `exposes`, `shared` */
  check: z.string(),
  ok: z.boolean(),
  /** What was checked and found, in English, e.g. "exposes HomePage, ProjectsPage". */
  detail: z.string(),
});
export type ReleaseCheck = z.infer<typeof ReleaseCheckSchema>;

export const RELEASE_STATES = ['live', 'canary', 'earlier', 'rolled-back'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

/** A release as the registry keeps it. */
export const ReleaseSchema = z.object({
  id: z.int(),
  remote: z.enum(RELEASE_REMOTES),
  entry: z.string(),
  note: z.nullable(z.string()),
  /** The canary's share of browsers while it is one; null once everyone's. */
  percent: z.nullable(z.int()),
  /** live (everyone's), canary, earlier (replaced by a later one), rolled-back. */
  state: z.enum(RELEASE_STATES),
  /** "Amal Tamimi" for an admin, "release token" for a CI job; null when the admin's account is gone. */
  releasedBy: z.nullable(z.string()),
  releasedAt: z.string(),
  promotedAt: z.nullable(z.string()),
  rolledBackAt: z.nullable(z.string()),
  checks: z.array(ReleaseCheckSchema),
});
export type Release = z.infer<typeof ReleaseSchema>;

/** A remote's place in the registry: what everyone gets, the canary, the history newest first. */
export const RemoteReleasesSchema = z.object({
  remote: z.enum(RELEASE_REMOTES),
  /** The entry everyone outside a canary loads. */
  liveEntry: z.string(),
  /** The live release; null while the remote is on the starting map. */
  live: z.nullable(ReleaseSchema),
  canary: z.nullable(ReleaseSchema),
  /** The starting map's entry (REMOTES_FILE, or this server's own build): where rolling back the first release goes. */
  startingEntry: z.string(),
  /** Whether public pages come drawn by the server (mfe_public only: while its live release is this server's own build). */
  serverDrawn: z.boolean(),
  history: z.array(ReleaseSchema),
});
export type RemoteReleases = z.infer<typeof RemoteReleasesSchema>;

export const ReleasesOverviewSchema = z.object({
  remotes: z.array(RemoteReleasesSchema),
  /** Whether a release token (RELEASE_TOKEN) is configured for CI jobs. */
  releaseToken: z.boolean(),
});
export type ReleasesOverview = z.infer<typeof ReleasesOverviewSchema>;

/** What an accepted release answers: the release with its checks, and the remote's state now. */
export const ReleaseAnswerSchema = z.object({
  release: ReleaseSchema,
  remote: RemoteReleasesSchema,
});
export type ReleaseAnswer = z.infer<typeof ReleaseAnswerSchema>;
