import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteBuild, RemoteEntries } from './remote-entries.js';

/** A route of the shell's route table that a remote serves, as the shell's build writes it (routes.json). */
export interface RemoteRoute {
  path: string;
  remote: string;
  module: string;
}

const RoutesFileSchema = z.array(z.object({ path: z.string(), remote: z.string(), module: z.string() }));
/** exposes.json of a remote's build: exposed module -> its script files, relative to remoteEntry.js. */
const ExposesFileSchema = z.record(z.string(), z.array(z.string()));

// react-router's ranking, reduced to what the route table uses: a static segment beats a
// parameter, which beats a splat; so /owner/my-profile wins over /owner/:id.
const STATIC_SEGMENT = 10;
const PARAM_SEGMENT = 3;
const SPLAT_PENALTY = -2;

function scoreOf(pattern: string, urlPath: string): number | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = urlPath.split('/').filter(Boolean);
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return score + SPLAT_PENALTY;
    const part = actual[index];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) score += PARAM_SEGMENT;
    // react-router matches paths case-insensitively by default.
    else if (segment.toLowerCase() === part.toLowerCase()) score += STATIC_SEGMENT;
    else return undefined;
  }
  return wanted.length === actual.length ? score : undefined;
}

/** The route that serves a URL path, as the shell's router would pick it; undefined for none. */
export function findRemoteRoute(routes: readonly RemoteRoute[], urlPath: string): RemoteRoute | undefined {
  let best: { route: RemoteRoute; score: number } | undefined;
  for (const route of routes) {
    const score = scoreOf(route.path, urlPath);
    if (score !== undefined && (best === undefined || score > best.score)) best = { route, score };
  }
  return best?.route;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * What the first route of a page load needs, so the browser can fetch it with the shell instead
 * of after it. Built from the builds' own lists (a build without them just preloads nothing).
 */
export class FirstRoutePreloads {
  private constructor(
    private readonly routes: readonly RemoteRoute[],
    private readonly exposes: ReadonlyMap<string, Readonly<Record<string, string[]>>>,
    private readonly entries: RemoteEntries,
    private readonly builds: readonly RemoteBuild[],
  ) {}

  static load(webRoot: string, builds: readonly RemoteBuild[], entries: RemoteEntries): FirstRoutePreloads {
    const routes = RoutesFileSchema.safeParse(readJson(path.join(webRoot, 'shell', 'dist', 'routes.json')));
    const exposes = new Map<string, Record<string, string[]>>();
    for (const build of builds) {
      const parsed = ExposesFileSchema.safeParse(
        readJson(path.join(webRoot, build.dir, 'dist', 'exposes.json')),
      );
      if (parsed.success) exposes.set(build.name, parsed.data);
    }
    return new FirstRoutePreloads(routes.success ? routes.data : [], exposes, entries, builds);
  }

  /** The scripts to preload for a URL path: the remote's entry, then its page's chunks when known. */
  scriptsFor(urlPath: string): string[] {
    const route = findRemoteRoute(this.routes, urlPath);
    const entry = route && this.entries[route.remote];
    if (!route || !entry) return [];
    // The page's chunk names come from the local build: they hold only while the remote is
    // served from it, not when REMOTES_FILE points the remote at another deployment.
    const build = this.builds.find((candidate) => candidate.name === route.remote);
    const servedHere = build !== undefined && entry === `/${build.dir}/remoteEntry.js`;
    const chunks = servedHere ? (this.exposes.get(route.remote)?.[route.module] ?? []) : [];
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    return [entry, ...chunks.map((file) => `${folder}${file}`)];
  }
}
