// Bundles the server into dist/main.js. Packages the API depends on stay external and load from
// node_modules at runtime; @rowad/shared is TypeScript source, so it is compiled into the bundle.
import { readdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = new URL('./', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', here), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@rowad/shared');

/**
 * react-router (the page matcher's, @rowad/shared/page-match) stays outside the bundle and loads at
 * the first match, not at start: the React it brings then picks its build after the server
 * renderer set NODE_ENV (src/modules/sharing/server-render.ts), the same build as the renderer's.
 */
const reactRouterOnFirstUse = {
  name: 'react-router-on-first-use',
  setup(build) {
    // Imports of it go to the stand-in below; the stand-in's own require is left to Node.
    build.onResolve({ filter: /^react-router$/ }, ({ namespace }) =>
      namespace === 'on-first-use'
        ? { path: 'react-router', external: true }
        : { path: 'react-router', namespace: 'on-first-use' },
    );
    build.onLoad({ filter: /.*/, namespace: 'on-first-use' }, () => ({
      contents: "export const matchRoutes = (...args) => require('react-router').matchRoutes(...args);",
      loader: 'js',
    }));
  },
};

// The operators' commands (backup, restore, storage:migrate...) are bundled beside the server:
// src/cli/<name>.ts -> dist/cli/<name>.js, run by scripts/api-cli.mjs.
const commands = (await readdir(new URL('src/cli/', here)).catch(() => []))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => `src/cli/${name}`);

await rm(new URL('dist/', here), { recursive: true, force: true });
await build({
  absWorkingDir: fileURLToPath(here),
  entryPoints: ['src/main.ts', ...commands],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  plugins: [reactRouterOnFirstUse],
  // An ESM bundle has no `require`; CommonJS code bundled from a dependency may still call it.
  banner: {
    js: "import { createRequire as __rowadCreateRequire } from 'node:module';\nconst require = __rowadCreateRequire(import.meta.url);",
  },
  logLevel: 'info',
});
