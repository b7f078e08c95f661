// The checks a release passes before any browser may load it (issue 27; docs/operations.md,
// "Releasing one remote"): where the entry is served from, that it answers, that the manifest
// @module-federation/enhanced writes beside it names the container, exposes every module the
// shell loads from that remote, and needs only shared singletons the shell's versions satisfy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exposedModules } from '@rowad/shared/pages';
import type { ReleaseCheck, ReleaseRemote } from '@rowad/shared/schemas';
import semver from 'semver';

/** An answer as the checks need it. */
export interface Fetched {
  status: number;
  contentType: string;
  body: string;
}

export interface ReleaseCheckContext {
  /** This server's own origin (PUBLIC_URL's): entries there are served by this server. */
  ownOrigin: string;
  /** Asks this server itself for a path (its own build), without the network. */
  fetchOwn: (path: string) => Promise<Fetched>;
  /** Asks another origin. */
  fetchRemote: (url: string) => Promise<Fetched>;
  /** The shared modules the shell provides, name -> version (the shell build's mf-manifest.json); undefined when it is missing. */
  shellShared: ReadonlyMap<string, string> | undefined;
}

export interface CheckedRelease {
  passed: boolean;
  checks: ReleaseCheck[];
}

/** The most a remote's entry or manifest may weigh: the whole entry is read into memory. */
const MAX_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The manifest's parts the checks read; anything else in it is ignored. */
interface Manifest {
  name?: unknown;
  metaData?: { globalName?: unknown; remoteEntry?: { type?: unknown } };
  exposes?: { name?: unknown }[];
  shared?: { name?: unknown; version?: unknown; singleton?: unknown; requiredVersion?: unknown }[];
}

/** Where the entry is fetched from: this server (a path), or a URL. */
type Location = { own: string } | { url: URL };

function locate(entry: string, ownOrigin: string): Location | string {
  if (entry.startsWith('/') && !entry.startsWith('//')) return { own: entry };
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'The entry must be a path on this server (/mfe-public/remoteEntry.js) or an https:// URL.';
  }
  if (url.username || url.password) return 'The entry URL must not carry a user name or password.';
  if (url.origin === ownOrigin) return { own: `${url.pathname}${url.search}` };
  if (url.protocol === 'https:') return { url };
  // Plain HTTP from this machine is for local runs and tests: a platform served over HTTPS never
  // takes it, so a release token cannot make it fetch from its own loopback ports.
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && !ownOrigin.startsWith('https:')) {
    return { url };
  }
  return `The entry must be served over HTTPS or from this server (${ownOrigin})${
    ownOrigin.startsWith('https:') ? '' : '; plain HTTP only from 127.0.0.1 or localhost'
  }.`;
}

/** Fetches over the network with a time and size limit. */
export async function fetchWithLimits(url: string): Promise<Fetched> {
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: '*/*' },
  });
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) {
    await response.body?.cancel();
    throw new Error(`it weighs ${length} bytes, more than ${MAX_BYTES}`);
  }
  const body = await response.text();
  if (body.length > MAX_BYTES) throw new Error(`it weighs more than ${MAX_BYTES} bytes`);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}

const reasonOf = (error: unknown) =>
  error instanceof Error
    ? error.name === 'TimeoutError'
      ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
      : ((error.cause as Error | undefined)?.message ?? error.message)
    : String(error);

/**
 * Runs every check it can and lists each, passed or failed: a release passes when all pass. A
 * check that cannot run because an earlier one failed (no manifest to read) is not listed.
 */
export async function checkRelease(
  remote: ReleaseRemote,
  entry: string,
  context: ReleaseCheckContext,
): Promise<CheckedRelease> {
  const checks: ReleaseCheck[] = [];
  const pass = (check: string, detail: string) => checks.push({ check, ok: true, detail });
  const fail = (check: string, detail: string) => {
    checks.push({ check, ok: false, detail });
    return { passed: false, checks };
  };

  const location = locate(entry, context.ownOrigin);
  if (typeof location === 'string') return fail('origin', location);
  pass('origin', 'own' in location ? 'served by this server' : `served from ${location.url.origin}`);

  const fetchEntry = () =>
    'own' in location ? context.fetchOwn(location.own) : context.fetchRemote(location.url.href);
  const fetchBeside = (name: string) =>
    'own' in location
      ? context.fetchOwn(new URL(name, `http://self${location.own}`).pathname)
      : context.fetchRemote(new URL(name, location.url).href);

  let entrySource: string;
  try {
    const answer = await fetchEntry();
    if (answer.status !== 200) return fail('entry', `The entry answered ${answer.status}, not 200.`);
    entrySource = answer.body;
  } catch (error) {
    return fail('entry', `The entry could not be fetched: ${reasonOf(error)}.`);
  }
  pass('entry', `answered 200 (${Math.round(entrySource.length / 1024)} KiB)`);

  let manifest: Manifest;
  try {
    const answer = await fetchBeside('mf-manifest.json');
    if (answer.status !== 200) {
      return fail('manifest', `mf-manifest.json beside the entry answered ${answer.status}, not 200.`);
    }
    manifest = JSON.parse(answer.body) as Manifest;
    if (typeof manifest !== 'object' || manifest === null) throw new Error('not a JSON object');
  } catch (error) {
    return fail('manifest', `mf-manifest.json beside the entry could not be read: ${reasonOf(error)}.`);
  }
  pass('manifest', 'mf-manifest.json read');

  // The container's name: the manifest's, its global, and the variable the entry script defines.
  const definesGlobal = new RegExp(`(^|[^\\w$])var ${remote}\\b`).test(entrySource.slice(0, 4096));
  const named = typeof manifest.name === 'string' ? manifest.name : 'nothing';
  const problems = [
    ...(manifest.name === remote && (manifest.metaData?.globalName ?? remote) === remote
      ? []
      : [`the manifest names it ${named}`]),
    ...(definesGlobal ? [] : [`the entry does not define ${remote}`]),
  ];
  if (problems.length > 0) fail('name', `The container must be named ${remote}: ${problems.join('; ')}.`);
  else pass('name', `the container is ${remote}`);

  const exposed = new Set((manifest.exposes ?? []).map((module) => String(module.name).replace(/^\.\//, '')));
  const needed = exposedModules(remote);
  const missing = needed.filter((module) => !exposed.has(module));
  if (missing.length > 0) {
    fail(
      'exposes',
      `The release does not expose ${missing.join(', ')}, which the shell loads from ${remote}.`,
    );
  } else {
    pass('exposes', `exposes ${needed.join(', ')}`);
  }

  if (!context.shellShared) {
    fail(
      'shared',
      "The shell's build has no mf-manifest.json to compare shared versions with: build the shell.",
    );
  } else {
    const conflicts: string[] = [];
    let compared = 0;
    for (const shared of manifest.shared ?? []) {
      if (shared.singleton !== true || typeof shared.name !== 'string') continue;
      const provided = context.shellShared.get(shared.name);
      const required = shared.requiredVersion;
      // A singleton the shell does not share is the remote's own; `false` requires no version.
      if (provided === undefined || typeof required !== 'string') continue;
      compared += 1;
      if (!semver.satisfies(provided, required, { includePrerelease: true })) {
        conflicts.push(`${shared.name}: the release needs ${required}, the shell provides ${provided}`);
      }
    }
    if (conflicts.length > 0) fail('shared', `${conflicts.join('; ')}.`);
    else pass('shared', `${compared} shared singletons satisfied by the shell's versions`);
  }
  return { passed: checks.every((check) => check.ok), checks };
}

/**
 * The shared modules the shell provides and their versions, from the mf-manifest.json its build
 * writes; undefined without a shell build (the shared check then refuses every release).
 */
export function readShellShared(webRoot: string): ReadonlyMap<string, string> | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return undefined;
  }
  const provided = new Map<string, string>();
  for (const shared of manifest.shared ?? []) {
    if (typeof shared.name === 'string' && typeof shared.version === 'string')
      provided.set(shared.name, shared.version);
  }
  return provided;
}
