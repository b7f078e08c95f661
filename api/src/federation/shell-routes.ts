import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteEntries } from './remote-entries.js';

/**
 * The shell's route table as its build writes it (routes.json, shell/route-manifest-plugin.cjs): a
 * route a remote serves, or one the shell draws itself (the account's profile page).
 */
const RoutesFileSchema = z.array(
  z.union([
    z.object({ path: z.string(), remote: z.string(), module: z.string() }),
    z.object({ path: z.string(), local: z.string() }),
  ]),
);

type Route = z.infer<typeof RoutesFileSchema>[number];

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
function findRoute(routes: readonly Route[], urlPath: string): Route | undefined {
  let best: { route: Route; score: number } | undefined;
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

/** What the shell's routes say of an address: whether one serves it, and what to preload for it. */
export interface RouteMatch {
  /** False when no route serves the path: the app shows its not-found page. */
  served: boolean;
  /**
   * What the first route of a page load needs, so the browser fetches it with the shell instead
   * of after it: the entry of the remote that serves the path. Not its page chunks: a preload
   * that fails is kept by Chromium and handed to the later script request, so a chunk whose
   * preload failed while its remote was down would fail again on every retry
   * (docs/decisions.md, issue 11). The entry's preload is always consumed by the first attempt,
   * so a retry fetches it afresh.
   */
  preload: string[];
}

/** The shell's route table as its build wrote it (routes.json), for the server's answers to pages. */
export class ShellRoutes {
  private constructor(
    private readonly routes: readonly Route[] | undefined,
    private readonly entries: RemoteEntries,
  ) {}

  /** From the shell build's routes.json; without it, every path is served and nothing preloaded. */
  static load(shellDist: string, entries: RemoteEntries): ShellRoutes {
    const routes = RoutesFileSchema.safeParse(readJson(path.join(shellDist, 'routes.json')));
    return new ShellRoutes(routes.success ? routes.data : undefined, entries);
  }

  match(urlPath: string): RouteMatch {
    if (this.routes === undefined) return { served: true, preload: [] };
    const route = findRoute(this.routes, urlPath);
    const entry = route && 'remote' in route ? this.entries[route.remote] : undefined;
    return { served: route !== undefined, preload: entry ? [entry] : [] };
  }
}
