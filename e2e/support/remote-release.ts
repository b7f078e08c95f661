// A remote released on its own, as docs/operations.md "Releasing one remote" describes: built
// from a checkout of its own (its folder, the root webpack and TypeScript settings, the shared
// package's manifest), served from another origin (a CDN), and named in REMOTES_FILE of a
// platform server whose shell build is the one under test, untouched.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface ReleaseOptions {
  /** The remote's folder, e.g. `mfe-public`. */
  remote: string;
  /** An empty folder to hold the checkout; the build lands in `<into>/<remote>/dist`. */
  into: string;
  /** Rewrites a file of the remote's sources (path relative to the remote's folder). */
  edit?: { file: string; replace: string; with: string };
  /** The version of @rowad/shared this release is built against (default: the current one). */
  sharedVersion?: string;
}

/** Builds one remote from its own checkout and returns the folder of its build. */
export function buildRemoteRelease({ remote, into, edit, sharedVersion }: ReleaseOptions): string {
  for (const file of [
    'webpack.common.js',
    'federation-share-resolver.mjs',
    'axios-fetch-adapter-stub.mjs',
    'tsconfig.base.json',
    'shared/src/federation/remotes.json',
  ]) {
    mkdirSync(join(into, file, '..'), { recursive: true });
    cpSync(join(ROOT, file), join(into, file));
  }
  const sharedManifest = JSON.parse(readFileSync(join(ROOT, 'shared/package.json'), 'utf8'));
  if (sharedVersion) sharedManifest.version = sharedVersion;
  writeFileSync(join(into, 'shared/package.json'), JSON.stringify(sharedManifest, null, 2));
  cpSync(join(ROOT, remote), join(into, remote), {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  // The packages come from the installed workspace, as a CI job's `npm install` would provide them.
  symlinkSync(join(ROOT, 'node_modules'), join(into, 'node_modules'), 'dir');

  if (edit) {
    const file = join(into, remote, edit.file);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(edit.replace)) throw new Error(`${edit.file} has no "${edit.replace}"`);
    writeFileSync(file, source.replace(edit.replace, edit.with));
  }

  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    { cwd: join(into, remote), encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`building ${remote} failed:\n${build.stdout}\n${build.stderr}`);
  return join(into, remote, 'dist');
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
};

export interface Served {
  origin: string;
  close: () => Promise<void>;
}

/** Serves folders as a CDN would, each under its own path prefix: `{ '/public-v2': dir }`. */
export async function serveStatic(folders: Record<string, string>): Promise<Served> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    const prefix = Object.keys(folders).find((p) => path.startsWith(`${p}/`));
    const file = prefix ? normalize(join(folders[prefix]!, path.slice(prefix.length))) : undefined;
    if (
      !file ||
      !file.startsWith(folders[prefix!]!) ||
      !statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface Platform {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The built platform (`node api/dist/main.js`) on a port and data folder of its own. */
export async function startPlatform(env: Record<string, string>, dataDir: string): Promise<Platform> {
  const port = await freePort();
  const server = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the platform server exited with ${server.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the platform server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
