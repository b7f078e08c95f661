// The one matcher of an address, on the server: react-router's own `matchRoutes`, the very ranking
// the app's router applies in the browser (a static segment beats a parameter, which beats a
// splat; case-insensitive; a trailing slash ignored). The API (which pages it serves, their
// first calls and link previews) and the server renderer all match through it. Not for the
// browser apps: they route through @rowad/shared/routing.
import { matchRoutes } from 'react-router';
import type { FirstCall } from '@rowad/shared/first-load';
import { pages, type PageDeclaration } from '@rowad/shared/pages';

export interface RouteMatch<Route> {
  route: Route;
  /** The address's parameters (`:id`), decoded. */
  params: Readonly<Record<string, string | undefined>>;
}

/** The route of `routes` that serves `pathname`, as the app's router picks it; undefined for none. */
export function matchRoute<Route extends { path: string }>(
  routes: readonly Route[],
  pathname: string,
): RouteMatch<Route> | undefined {
  const [match] = matchRoutes([...routes], pathname) ?? [];
  return match ? { route: match.route, params: match.params } : undefined;
}

/** The declared page that serves `pathname` (@rowad/shared/pages); undefined for none. */
export function matchPage(pathname: string): RouteMatch<PageDeclaration> | undefined {
  return matchRoute(pages, pathname);
}

/** The calls the page at `pathname` (with `search`, its `?...`) makes before it can show anything. */
export function firstCallsOf(pathname: string, search = ''): FirstCall[] {
  const match = matchPage(pathname);
  return match?.route.firstCalls?.({ params: match.params, search }) ?? [];
}
