import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A monorepo-shaped folder with small real builds, so static serving is tested on real files. */
export interface FakeWebRoot {
  dir: string;
  /** Contents of the files, to compare what a client receives. */
  files: {
    indexHtml: string;
    mainJs: string;
    hashedChunk: string;
    hashedSvg: string;
    remoteEntry: string;
    secret: string;
  };
  remove(): Promise<void>;
}

export interface FakeWebRootOptions {
  /** false leaves shell/dist out, as before the first `npm run build`. */
  withShell?: boolean;
}

async function put(root: string, relative: string, content: string | Buffer): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Writes X plus the X.br and X.gz the production build puts beside every asset over 1 KB. */
async function putWithCompressed(root: string, relative: string, content: string): Promise<void> {
  await put(root, relative, content);
  await put(root, `${relative}.br`, brotliCompressSync(content));
  await put(root, `${relative}.gz`, gzipSync(content));
}

export async function createFakeWebRoot({ withShell = true }: FakeWebRootOptions = {}): Promise<FakeWebRoot> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rowad-web-root-'));
  const files = {
    indexHtml:
      '<!doctype html><html><head><title>Rowad test shell</title></head><body><div id="root"></div></body></html>',
    // Over 1 KB, like the real bundles that get pre-compressed siblings.
    mainJs: `/* shell main */\n${'console.log("the shell boots");\n'.repeat(60)}`,
    hashedChunk: 'export const chunk = "123";\n',
    hashedSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>',
    remoteEntry: `/* mfe_public remote entry */\n${'var mfe_public = {};\n'.repeat(80)}`,
    secret: 'TOP-SECRET-OUTSIDE-THE-BUILDS',
  };

  await put(dir, 'secret.txt', files.secret);
  if (withShell) {
    await put(dir, 'shell/dist/index.html', files.indexHtml);
    await putWithCompressed(dir, 'shell/dist/main.js', files.mainJs);
    await put(dir, 'shell/dist/123.a1b2c3d4.js', files.hashedChunk);
    await put(dir, 'shell/dist/assets/logo.a1b2c3d4.svg', files.hashedSvg);
    await put(dir, 'shell/dist/.env', files.secret);
    // What the shell's build writes from its route table (shell/route-manifest-plugin.cjs), in small.
    await put(
      dir,
      'shell/dist/routes.json',
      JSON.stringify([
        { path: '/', remote: 'mfe_public', module: 'HomePage' },
        { path: '/about', remote: 'mfe_public', module: 'AboutPage' },
        { path: '/faq', remote: 'mfe_public', module: 'FaqPage' },
        { path: '/allprojects', remote: 'mfe_public', module: 'ProjectsPage' },
        { path: '/allevents', remote: 'mfe_public', module: 'EventsPage' },
        { path: '/project/:id', remote: 'mfe_public', module: 'ProjectPage' },
        { path: '/event/:id', remote: 'mfe_public', module: 'EventPage' },
        { path: '/login', remote: 'mfe_auth', module: 'LoginPage' },
        { path: '/owner/:id', remote: 'mfe_public', module: 'OwnerPage' },
        { path: '/owner/my-projects', remote: 'mfe_owner', module: 'MyProjectsPage' },
        { path: '/profile', local: 'profile' },
        { path: '/admin/*', remote: 'mfe_admin', module: 'AdminPage' },
      ]),
    );
  }
  await putWithCompressed(dir, 'mfe-public/dist/remoteEntry.js', files.remoteEntry);
  await put(dir, 'mfe-public/dist/.secret', files.secret);

  return { dir, files, remove: () => rm(dir, { recursive: true, force: true }) };
}
