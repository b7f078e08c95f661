// What the server needs to preload a first route's code (api/src/plugins/web.ts): which remote
// serves a path, and which files a remote's exposed page needs. Both are written by the build
// from the sources that decide them, so there is no second, hand-kept list to drift.
const path = require('node:path');
const esbuild = require('esbuild');

const PLUGIN = 'RowadPreloadManifest';

function emitJson(compiler, filename, produce) {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      () => {
        compilation.emitAsset(filename, new sources.RawSource(`${JSON.stringify(produce(compilation))}\n`));
      },
    );
  });
}

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
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.routeTableFile);
    });
    emitJson(compiler, 'routes.json', () => {
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
    });
  }
}

/**
 * A remote writes `exposes.json`: each exposed module -> the script files of its chunks (beside
 * remoteEntry.js, relative to it). Shared packages are not among them: the shell provides those.
 */
class ExposesManifestPlugin {
  apply(compiler) {
    emitJson(compiler, 'exposes.json', (compilation) => {
      const result = {};
      for (const module of compilation.modules) {
        if (module.constructor.name !== 'ContainerEntryModule') continue;
        for (const block of module.blocks) {
          const exposed = block.dependencies[0]?.exposedName;
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          if (!exposed || !group) continue;
          const files = group.chunks.flatMap((chunk) =>
            [...chunk.files].filter((file) => file.endsWith('.js')),
          );
          result[exposed.replace(/^\.\//, '')] = files;
        }
      }
      return result;
    });
  }
}

function preloadManifestPlugins({ dir, isShell }) {
  return isShell
    ? [new RouteManifestPlugin(path.join(dir, 'src', 'app', 'route-table.ts'))]
    : [new ExposesManifestPlugin()];
}

module.exports = { preloadManifestPlugins };
