import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { savesDataOnServer } from '@rowad/shared/data-saver';
import { REMOTES_CONFIG_ELEMENT_ID } from '@rowad/shared/federation';
import { ShellRoutes } from '../federation/shell-routes.js';
import type { RemoteBuild, RemoteEntries } from '../federation/remote-entries.js';

export interface WebOptions {
  /** Folder holding shell/ and the remotes' folders, each with its dist/. */
  webRoot: string;
  remoteBuilds: readonly RemoteBuild[];
  /**
   * The remotes map for the browser asking, served as /remotes.json and written into its pages:
   * the release map's (modules/releases/release-map.ts), which may set the canary cookie.
   */
  remotes: (request: FastifyRequest, reply: FastifyReply) => RemoteEntries;
  /**
   * The page for an app route, given the shell's page: a project's or an event's carries its
   * link-preview tags, and one that names nothing public answers 404. Absent: the page as built.
   * `entries` is the map the page carries: the server draws mfe-public's pages only from its own build.
   * `dataSaver`: the visitor saves data (their cookie, else `Save-Data: on`): no pictures in lists.
   */
  sharePage?: (
    urlPath: string,
    search: string,
    html: string,
    cookie: string | undefined,
    entries: RemoteEntries,
    dataSaver: boolean,
  ) => Promise<{ status: number; html: string }>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Un-hashed names (index.html, remoteEntry.js, main.js) change content in place: the browser
// may keep them but must ask first, so a deployment is seen on the next load.
const REVALIDATE = 'no-cache';
// webpack names chunks and assets [name].[contenthash:8][ext]: a new content gets a new name.
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const PRECOMPRESSED = /\.(br|gz)$/;
const MISSING_BUILD = 'The web build is missing: run npm run build';

function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath).replace(PRECOMPRESSED, '')) ? IMMUTABLE : REVALIDATE;
}

const sharedStaticOptions: FastifyStaticOptions = {
  // The build writes X.br and X.gz beside every asset over 1 KB; they are chosen by Accept-Encoding.
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply, filePath) => {
    reply.header('cache-control', cacheControlFor(filePath));
  },
  index: false,
  redirect: false,
  dotfiles: 'ignore',
  serveDotFiles: false,
};

function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/**
 * Whether a request that names no built file asks for a page. A browser's navigation says it takes
 * HTML. A link-preview fetcher (Facebook's, WhatsApp's) or curl takes any type, or sends no
 * Accept, and must get the page with its OpenGraph tags too, unless the path ends in a file name
 * (`/x.js`, `/photo.webp`): that is a missing file, and stays a 404. A client that asks for
 * something else only (`application/json`) gets the 404 as well.
 */
function asksForPage(request: FastifyRequest, urlPath: string): boolean {
  const accept = request.headers.accept?.trim() ?? '';
  if (urlPath === '/' || accept.includes('text/html')) return true;
  const takesAnything = accept === '' || accept.includes('*/*');
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return takesAnything && !lastSegment.includes('.');
}

/**
 * The path, relative to root, of the file a URL path names; undefined when it names no file we
 * may serve. Segments starting with a dot are refused, which covers `..` (also percent-encoded)
 * and files such as .env that are never part of a build.
 */
async function findBuiltFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.') || /[\\\0]/.test(segment))) return undefined;
  if (segments.length === 0) return undefined;
  const relative = segments.join('/');
  try {
    return (await stat(path.join(root, relative))).isFile() ? relative : undefined;
  } catch {
    return undefined;
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** How many shell pages are kept: one per remotes map and first remote; maps change with releases. */
const SHELL_PAGES_KEPT = 64;

/**
 * The shell's pages, with what flattens their start: the remotes map inline (a JSON data block,
 * which script-src 'self' allows since it is never executed; the shell falls back to fetching
 * /remotes.json without it) and a preload of the first route's remote entry, fetched alongside the
 * shell's own scripts rather than after them. One page per map and preload, built once and kept.
 */
function shellPages(indexHtml: string): (entries: RemoteEntries, scripts: readonly string[]) => string {
  const at = indexHtml.indexOf('</head>');
  const pages = new Map<string, string>();
  return (entries, scripts) => {
    // `<` escaped so no value can close the data block.
    const map = JSON.stringify(entries).replace(/</g, '\\u003c');
    const key = `${map} ${scripts.join(' ')}`;
    let page = pages.get(key);
    if (page === undefined) {
      const head =
        `<script type="application/json" id="${REMOTES_CONFIG_ELEMENT_ID}">${map}</script>` +
        scripts.map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`).join('');
      page = at === -1 ? `${head}${indexHtml}` : `${indexHtml.slice(0, at)}${head}${indexHtml.slice(at)}`;
      if (pages.size >= SHELL_PAGES_KEPT) pages.clear();
      pages.set(key, page);
    }
    return page;
  };
}

/**
 * A page for a visitor who saves data (Rowad's data saver in their cookie, else their browser's
 * `Save-Data: on`; @rowad/shared/data-saver) says so on `<html data-save-data>`: wake.js then
 * fetches no script before the visitor interacts (shell/src/start/wake.ts; scripts cannot read
 * request headers), and the app starts with the data saver on, as the page was drawn.
 */
function withSaveData(dataSaver: boolean, html: string): string {
  return dataSaver ? html.replace(/<html(?=[\s>])/, '<html data-save-data') : html;
}

function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/**
 * Serves the built platform in a local run: the shell at `/`, each remote at `/<dir>/`, and
 * `/remotes.json`. Paths that name no file and ask for HTML are routes of the single-page app,
 * answered with the shell's index.html.
 */
async function web(app: FastifyInstance, options: WebOptions): Promise<void> {
  const shellDist = path.join(options.webRoot, 'shell', 'dist');
  const shellBuilt = existsSync(path.join(shellDist, 'index.html'));
  if (!shellBuilt) app.log.warn({ shellDist }, MISSING_BUILD);

  app.get('/remotes.json', (request, reply) => {
    // A canary gives browsers different maps, told apart by their cookie.
    const entries = options.remotes(request, reply);
    return reply.header('cache-control', REVALIDATE).header('vary', 'Cookie').send(entries);
  });

  const indexHtml = shellBuilt ? readFileSync(path.join(shellDist, 'index.html'), 'utf8') : '';
  const shellRoutes = ShellRoutes.load(shellDist);
  const pageFor = shellPages(indexHtml);

  if (shellBuilt) {
    // Only the reply.sendFile decorator: the catch-all route below decides between a file,
    // the history fallback and a 404, which a wildcard static route cannot.
    await app.register(fastifyStatic, { ...sharedStaticOptions, root: shellDist, serve: false });
  }

  for (const remote of options.remoteBuilds) {
    const root = path.join(options.webRoot, remote.dir, 'dist');
    if (!existsSync(root)) {
      if (shellBuilt)
        app.log.warn({ remote: remote.name, root }, 'remote build missing: its pages will fail to load');
      continue;
    }
    await app.register(fastifyStatic, {
      ...sharedStaticOptions,
      root,
      prefix: `/${remote.dir}/`,
      decorateReply: false,
    });
  }

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(urlPath)) return notFound(reply);

    const file = shellBuilt ? await findBuiltFile(shellDist, urlPath) : undefined;
    if (file !== undefined) return reply.sendFile(`/${file}`);

    // From here an address is a page or a 404 by what the request accepts, and a page is drawn in
    // the language of the visitor's cookie: every answer says so, the JSON 404 as well, so no
    // cache hands one client's answer to another (issue 28, low 2).
    reply.header('cache-control', REVALIDATE).header('vary', 'Cookie, Accept, Save-Data');
    const isPage = asksForPage(request, urlPath);
    if (!shellBuilt) {
      if (!isPage) return notFound(reply);
      return reply.code(503).type('text/plain; charset=utf-8').send(MISSING_BUILD);
    }

    // A missing script or image must stay a 404: answering it with HTML hides the broken link.
    if (isPage) {
      const entries = options.remotes(request, reply);
      const route = shellRoutes.match(urlPath, entries);
      const built = pageFor(entries, route.preload);
      const search = request.url.slice(urlPath.length);
      // What the page depends on besides its address: the cookie's language and data saver, and
      // Save-Data (Vary above).
      const dataSaver = savesDataOnServer(request.headers.cookie, request.headers['save-data']);
      // An address no route serves gets the app as built, which shows its not-found page: a 404.
      const page = !route.served
        ? { status: 404, html: built }
        : options.sharePage
          ? await options.sharePage(urlPath, search, built, request.headers.cookie, entries, dataSaver)
          : { status: 200, html: built };
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .send(withSaveData(dataSaver, page.html));
    }
    return notFound(reply);
  });
}

// Not wrapped in fastify-plugin: the sendFile decorator and the routes stay inside this plugin.
export default web;
