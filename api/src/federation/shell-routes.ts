import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { matchRoute } from '@rowad/shared/page-match';
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
  private constructor(private readonly routes: readonly Route[] | undefined) {}

  /** From the shell build's routes.json; without it, every path is served and nothing preloaded. */
  static load(shellDist: string): ShellRoutes {
    const routes = RoutesFileSchema.safeParse(readJson(path.join(shellDist, 'routes.json')));
    return new ShellRoutes(routes.success ? routes.data : undefined);
  }

  /** The route serving `urlPath`, and the entry to preload from the browser's map `entries`. */
  match(urlPath: string, entries: RemoteEntries): RouteMatch {
    if (this.routes === undefined) return { served: true, preload: [] };
    // As the shell's router picks it: react-router's own matcher and ranking.
    const route = matchRoute(this.routes, urlPath)?.route;
    const entry = route && 'remote' in route ? entries[route.remote] : undefined;
    return { served: route !== undefined, preload: entry ? [entry] : [] };
  }
}
