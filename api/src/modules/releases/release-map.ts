// The remotes map each browser gets (issue 27): the starting map (REMOTES_FILE, or this server's
// own build) with the registry's releases over it. Every process keeps the registry's releases in
// memory and reads them again every second, so a release made on any process is live on all of
// them within about a second, with no restart (docs/operations.md, "Releasing one remote").
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultRemoteEntries, remoteOrigins, type RemoteEntries } from '../../federation/remote-entries.js';
import type { ActiveRelease } from './repository.js';

/** The cookie holding a browser's draw for canaries: random, set only while a canary runs. */
export const CANARY_COOKIE = 'rowad_release';
const COOKIE_VALUE = /^[0-9a-f]{16}$/;
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

interface Canary {
  id: number;
  entry: string;
  percent: number;
}

interface RemoteState {
  /** The entry everyone outside the canary loads. */
  live: string;
  canary: Canary | undefined;
}

/**
 * Whether a browser whose draw is `seed` gets the canary `releaseId`: the first 32 bits of
 * SHA-256(seed:releaseId), modulo 100, below the share. One release gives one browser the same
 * answer on every request and every process; two canaries draw independently.
 */
export function inCanary(seed: string, releaseId: number, percent: number): boolean {
  const digest = createHash('sha256').update(`${seed}:${releaseId}`).digest();
  return digest.readUInt32BE(0) % 100 < percent;
}

function cookieSeed(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === CANARY_COOKIE && value && COOKIE_VALUE.test(value)) return value;
  }
  return undefined;
}

export class ReleaseMap {
  private states = new Map<string, RemoteState>();
  private live: RemoteEntries;
  private foreignOrigins: string[];

  constructor(private readonly starting: RemoteEntries) {
    this.live = starting;
    this.foreignOrigins = remoteOrigins(starting);
    this.update([]);
  }

  /** The starting map: where rolling back a remote's first release returns it. */
  get startingEntries(): RemoteEntries {
    return this.starting;
  }

  /** Takes the registry's releases not rolled back, oldest first. */
  update(active: readonly ActiveRelease[]): void {
    const states = new Map<string, RemoteState>();
    for (const [remote, entry] of Object.entries(this.starting))
      states.set(remote, { live: entry, canary: undefined });
    for (const release of active) {
      const state = states.get(release.remote) ?? { live: release.entry, canary: undefined };
      if (release.percent === null) {
        state.live = release.entry;
        state.canary = undefined;
      } else {
        state.canary = { id: release.id, entry: release.entry, percent: release.percent };
      }
      states.set(release.remote, state);
    }
    this.states = states;
    this.live = Object.freeze(Object.fromEntries([...states].map(([remote, state]) => [remote, state.live])));
    const everyEntry: Record<string, string> = { ...this.live };
    for (const [remote, state] of states)
      if (state.canary) everyEntry[`${remote} canary`] = state.canary.entry;
    // The same array while they are the same: the security headers are computed again only when
    // it changes (api/src/plugins/security.ts).
    const origins = remoteOrigins(everyEntry);
    if (origins.join(' ') !== this.foreignOrigins.join(' ')) this.foreignOrigins = origins;
  }

  /** What everyone outside a canary loads. */
  get liveEntries(): RemoteEntries {
    return this.live;
  }

  /** The canary of a remote, if one runs. */
  canaryOf(remote: string): Canary | undefined {
    return this.states.get(remote)?.canary;
  }

  get hasCanary(): boolean {
    for (const state of this.states.values()) if (state.canary) return true;
    return false;
  }

  /** Origins of every entry any browser may get now, live or canary: the CSP allows these. */
  get origins(): readonly string[] {
    return this.foreignOrigins;
  }

  /** The map for a browser with this draw. */
  entriesFor(seed: string | undefined): RemoteEntries {
    if (seed === undefined || !this.hasCanary) return this.live;
    const entries: Record<string, string> = { ...this.live };
    for (const [remote, state] of this.states) {
      if (state.canary && inCanary(seed, state.canary.id, state.canary.percent))
        entries[remote] = state.canary.entry;
    }
    return entries;
  }

  /**
   * The map for the browser asking: while a canary runs, a browser without a draw gets one now
   * (the cookie), so this page and every later one name the same releases.
   */
  forRequest(request: FastifyRequest, reply: FastifyReply): RemoteEntries {
    if (!this.hasCanary) return this.live;
    let seed = cookieSeed(request.headers.cookie);
    if (seed === undefined) {
      seed = randomBytes(8).toString('hex');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${CANARY_COOKIE}=${seed}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`,
      );
    }
    return this.entriesFor(seed);
  }
}

/** Whether `entry` is this server's own build of the remote: what the server renderer draws. */
export function isOwnBuild(remote: string, entry: string | undefined): boolean {
  return entry !== undefined && entry === (defaultRemoteEntries() as Record<string, string>)[remote];
}
