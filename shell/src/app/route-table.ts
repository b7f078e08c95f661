import { pages, type Access, type RoutePage } from '@rowad/shared/pages';

export type { Access, RoutePage };

export interface AppRoute {
  path: string;
  page: RoutePage;
  access: Access;
}

/**
 * The one route table of the platform: the product's routes, plus /admin, as @rowad/shared/pages
 * declares them (the build writes it into routes.json for the server, shell/route-manifest-plugin.cjs).
 */
export const routeTable: readonly AppRoute[] = pages.map(({ path, page, access }) => ({
  path,
  page,
  access,
}));
