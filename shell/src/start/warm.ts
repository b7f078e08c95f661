// main.js "warming" (issue 29, docs/decisions.md "Performance (issue 29)"): wake.js ran it while
// the visitor reads a server-drawn page (./wake.ts). The app's modules are evaluated and the
// page's remote module is loaded and evaluated, but nothing is drawn: the page stays the server's,
// exactly as it was, until the visitor's first interaction (APP_START_EVENT). Then the app only
// has to take over the markup.
import { routeTable, type AppRoute } from '../app/route-table';
import { loadRemotePage, resetRemote } from '../remotes/remotes';
import { APP_START_EVENT, START_WARMING } from './wake';

/** Whether main.js runs ahead of the visitor (`<html data-start="warming">`, set by wake.js). */
export function isWarming(doc: Document = document): boolean {
  return doc.documentElement.dataset.start === START_WARMING;
}

/** Resolves at the visitor's first interaction (at once if it has happened). */
export function appStarted(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    if (!isWarming(doc)) {
      resolve();
      return;
    }
    doc.addEventListener(APP_START_EVENT, () => resolve(), { once: true });
  });
}

/**
 * The route serving `pathname` by the router's ranking for the shell's paths (a static segment
 * beats a parameter); only a guess ahead of time: a wrong one costs a download, nothing shown.
 */
export function routeOf(pathname: string, routes: readonly AppRoute[] = routeTable): AppRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { route: AppRoute; score: number } | undefined;
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    let score = 0;
    const matches = parts.every((part, index) => {
      if (part.startsWith(':')) return true;
      score += 1;
      return part.toLowerCase() === segments[index]?.toLowerCase();
    });
    if (matches && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/** Loads and evaluates what drawing `pathname` will need, drawing nothing. Never fails. */
export async function warmUp(pathname: string): Promise<void> {
  const page = routeOf(pathname)?.page;
  const work: Promise<unknown>[] = [import('@rowad/shared/query')];
  if (page && 'remote' in page) {
    work.push(
      // A remote that fails now is tried afresh when the page is drawn.
      loadRemotePage(page.remote, page.module).catch(() => resetRemote(page.remote)),
    );
  }
  await Promise.allSettled(work);
}
