// Bundles the server into dist/main.js. Packages the API depends on stay external and load from
// node_modules at runtime, as do those @rowad/shared depends on (installed with it: react-router
// for the page matcher); @rowad/shared is TypeScript source, so it is compiled into the bundle.
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = new URL('./', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', here), 'utf8'));
const shared = JSON.parse(await readFile(new URL('../shared/package.json', here), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(shared.dependencies ?? {})].filter(
  (name) => name !== '@rowad/shared',
);

await rm(new URL('dist/', here), { recursive: true, force: true });
await build({
  absWorkingDir: fileURLToPath(here),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  // An ESM bundle has no `require`; CommonJS code bundled from a dependency may still call it.
  banner: {
    js: "import { createRequire as __rowadCreateRequire } from 'node:module';\nconst require = __rowadCreateRequire(import.meta.url);",
  },
  logLevel: 'info',
});
