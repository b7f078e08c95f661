// The shell's start, flattened: main.js alone names none of the scripts the app needs next (the
// bootstrap chunk and the shared modules it uses: react, react-dom, styled-components, ...); the
// federation runtime asks for them only once main.js has run. This plugin finds them in the
// chunk graph and writes a <link rel="preload"> for each into index.html, so the browser fetches
// them alongside main.js. They are the shell's own files, served with the page: nothing here
// can fail independently of the shell (unlike a remote's chunks, docs/decisions.md, issue 11).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'RowadStartPreload';

/** The chunk groups that provide each shared module, by its share key ("react", "@rowad/shared/ui"). */
function providerGroups(compilation) {
  const byKey = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const module = origin.module;
      if (module?.type === 'provide-module') byKey.set(module._name, group);
    }
  }
  return byKey;
}

/** Share keys of the shared modules that the chunks of `group` consume as soon as they load. */
function consumedKeys(compilation, group) {
  const keys = [];
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') keys.push(module.options.shareKey);
    }
  }
  return keys;
}

/** The script files the shell runs before its first render, beyond the entry itself. */
function startScripts(compilation, bootstrapName) {
  const bootstrap = compilation.namedChunkGroups.get(bootstrapName);
  if (!bootstrap) throw new Error(`${PLUGIN}: no chunk group named ${bootstrapName}`);
  const providers = providerGroups(compilation);
  const groups = new Set([bootstrap]);
  const pending = [bootstrap];
  while (pending.length > 0) {
    for (const key of consumedKeys(compilation, pending.pop())) {
      const provider = providers.get(key);
      if (provider && !groups.has(provider)) {
        groups.add(provider);
        pending.push(provider);
      }
    }
  }
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

class StartPreloadPlugin {
  /** @param {string} bootstrapName the webpackChunkName of the entry's `import('./bootstrap')` */
  constructor(bootstrapName) {
    this.bootstrapName = bootstrapName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const links = startScripts(compilation, this.bootstrapName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartPreloadPlugin };
