// What the server needs to preload a first route's code (api/src/plugins/web.ts): which remote
// serves a path. The shell's build writes it from the route table itself, so there is no second,
// hand-kept list to drift. (Page chunks are not preloaded: see docs/decisions.md, issue 11.)
const esbuild = require('esbuild');

const PLUGIN = 'RowadRouteManifest';

/**
 * The shell writes `routes.json`: each route of its route table that a remote serves, as
 * { path, remote, module }. The table is TypeScript (shell/src/app/route-table.ts); esbuild
 * bundles it on its own and it is evaluated here, so whatever it imports, the list is the table.
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
    const { outputFiles } = esbuild.buildSync({
      entryPoints: [this.routeTableFile],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      logLevel: 'silent',
    });
    const module = { exports: {} };
    new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, require);
    const { routeTable } = module.exports;
    if (!Array.isArray(routeTable)) throw new Error(`${this.routeTableFile} exports no routeTable`);
    return routeTable
      .filter((route) => 'remote' in route.page)
      .map((route) => ({ path: route.path, remote: route.page.remote, module: route.page.module }));
  }
}

module.exports = { RouteManifestPlugin };
