import { readFileSync } from 'node:fs';
import { z } from 'zod';
// Bundled into dist/main.js by esbuild (with its remotes.json), so the built server needs no
// copy of the shared sources at runtime.
import { remoteEntryPath, remoteNames, remotes } from '@rowad/shared/federation';

/** Remote name (a JS identifier such as mfe_public) -> URL of its remoteEntry.js. */
export type RemoteEntries = Readonly<Record<string, string>>;

export interface RemoteBuild {
  readonly name: string;
  /** The remote's folder at the monorepo root; its build is `<dir>/dist`, served at `/<dir>/`. */
  readonly dir: string;
}

export const remoteBuilds: readonly RemoteBuild[] = remoteNames.map((name) => ({
  name,
  dir: remotes[name].dir,
}));

function isEntryUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const RemotesFileSchema = z.record(
  z.string(),
  z.string().refine(isEntryUrl, { error: 'must be a path starting with / or an http(s):// URL' }),
);

/** Every remote at its own path on this server: what a local run of the built platform serves. */
export function defaultRemoteEntries(): RemoteEntries {
  return Object.freeze(Object.fromEntries(remoteNames.map((name) => [name, remoteEntryPath(name)])));
}

/**
 * The map the shell fetches as /remotes.json. A deployment that hosts remotes elsewhere points
 * REMOTES_FILE at its own map; a broken file stops the start rather than a browser's boot.
 */
export function loadRemoteEntries(remotesFile: string | undefined): RemoteEntries {
  if (remotesFile === undefined) return defaultRemoteEntries();

  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(remotesFile, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
    throw new Error(`REMOTES_FILE ${remotesFile} ${reason}: ${(error as Error).message}`, { cause: error });
  }
  const result = RemotesFileSchema.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw new Error(
      `REMOTES_FILE ${remotesFile} must be a JSON object of remote name -> entry URL:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return Object.freeze(result.data);
}

/** Origins of the remotes hosted elsewhere: the only foreign origins the browser may load code from. */
export function remoteOrigins(entries: RemoteEntries): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(entries)) {
    if (!entry.startsWith('/')) origins.add(new URL(entry).origin);
  }
  return [...origins];
}
