// What the server needs to know of the shell's routes (api/src/plugins/web.ts): which remote serves
// a path, to preload a first route's code, and which paths no route serves, to answer them 404.
// The shell's build writes it from the route table itself, so there is no second, hand-kept list
// to drift. (Page chunks are not preloaded: see docs/decisions.md, issue 11.)
const { evaluateTs } = require('../webpack.common.js');

const PLUGIN = 'RowadRouteManifest';

/**
 * The shell writes `routes.json`: each route of its route table, as { path, remote, module } for
 * one a remote serves and { path, local } for one the shell draws itself. The table is TypeScript
 * (shell/src/app/route-table.ts, from @rowad/shared/pages), evaluated as it is: the list is the table.
 */
class RouteManifestPlugin {
  constructor(routeTableFile) {
    this.routeTableFile = routeTableFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.routeTableFile);
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = this.remoteRoutes();
          compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(routes)}\n`));
        },
      );
    });
  }

  remoteRoutes() {
    const { routeTable } = evaluateTs(this.routeTableFile);
    if (!Array.isArray(routeTable)) throw new Error(`${this.routeTableFile} exports no routeTable`);
    return routeTable.map((route) =>
      'remote' in route.page
        ? { path: route.path, remote: route.page.remote, module: route.page.module }
        : { path: route.path, local: route.page.local },
    );
  }
}

module.exports = { RouteManifestPlugin };
