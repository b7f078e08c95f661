// How the server answers an address a page serves (api/src/plugins/web.ts hands it the shell's
// page): a project or event page carries its own preview tags, and one naming nothing public is a
// 404. Public pages also carry the answers of their first API calls and preload their first
// picture; with a renderer in the build, a public page also comes with its first screen drawn.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { RemoteEntries } from '../../federation/remote-entries.js';
import type { WebOptions } from '../../plugins/web.js';
import { CARRIED_HEADERS, firstLoad, firstLoadHead, type AskApi } from './first-answers.js';
import { languageOf, loadServerRenderer, renderFirstScreen, withFirstScreen } from './server-render.js';
import { isOwnBuild } from '../releases/release-map.js';
import { PageCache, type DrawnPage } from './page-cache.js';
import type { SharingService } from './service.js';
import { insertIntoHead, shareHead, withShareHead } from './share-tags.js';

export interface PublicPagesOptions {
  config: Pick<Config, 'serverRender' | 'webRoot'>;
  sharing: SharingService;
  /** Drawn pages kept a few seconds; absent: each page is drawn for each request. */
  pageCache?: PageCache;
  /**
   * The generation of writes every process shares (Redis, http/answer-cache.ts): a write made on
   * another process drops this process's pages too. Absent: this process's own writes clear them.
   */
  sharedGeneration?: (() => Promise<string>) | undefined;
}

/** The page for an address a route serves, given the shell's page as built. */
export function publicPages(
  app: FastifyInstance,
  { config, sharing, pageCache, sharedGeneration }: PublicPagesOptions,
): NonNullable<WebOptions['sharePage']> {
  const renderer = config.serverRender ? loadServerRenderer(config.webRoot) : undefined;
  const askApi: AskApi = async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) return undefined;
    const headers: Record<string, string> = {};
    for (const name of CARRIED_HEADERS) {
      const value = response.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return { status: 200, headers, body: response.json() as unknown };
  };

  const draw = async (
    urlPath: string,
    search: string,
    html: string,
    cookie: string | undefined,
    entries: RemoteEntries,
    dataSaver: boolean,
  ) => {
    const found = await sharing.lookup(urlPath);
    const status = found.kind === 'missing' ? 404 : 200;
    const tagged = found.kind === 'item' ? withShareHead(html, shareHead(found.page)) : html;
    if (status !== 200) return { status, html: tagged };
    const loaded = await firstLoad(askApi, urlPath, search);
    // A visitor saving data gets no picture preloaded: a list shows none until asked, and a
    // detail page's first picture is preloaded by React at its smallest width (responsive-image.tsx).
    const first = dataSaver ? { ...loaded, preload: '' } : loaded;
    // The renderer draws mfe-public's pages from the copy it was built with: only for a browser
    // whose map names that build too. A canary or a release hosted elsewhere is drawn by the browser.
    if (renderer?.rendersPath(urlPath) && isOwnBuild('mfe_public', entries['mfe_public'])) {
      const language = languageOf(cookie);
      const rendered = await renderFirstScreen(
        renderer,
        { url: `${urlPath}${search}`, language, answers: first.answers, dataSaver },
        (error) => app.log.error({ err: error, url: urlPath }, 'server render failed: page sent bare'),
      );
      if (rendered) return { status, html: withFirstScreen(tagged, rendered, language, first) };
    }
    const head = firstLoadHead(first);
    return { status, html: head ? insertIntoHead(tagged, head) : tagged };
  };

  return async (urlPath, search, html, cookie, entries, dataSaver) => {
    if (!pageCache) return draw(urlPath, search, html, cookie, entries, dataSaver);
    // The language, the data saver and the remotes map (a canary's browsers get their own) are all
    // a page takes from the visitor: the first calls go out without the cookie, so a signed-in
    // visitor's page is the anonymous one (the browser adds what is theirs).
    const key = `${PageCache.keyOf(urlPath, search, languageOf(cookie), dataSaver)} ${entries['mfe_public'] ?? ''}`;
    if (sharedGeneration) {
      try {
        pageCache.follow(await sharedGeneration());
      } catch {
        // Redis away: the pages still expire within their few seconds.
      }
    }
    const kept = pageCache.get(key, html);
    if (kept) return kept;
    const startedAt = pageCache.startDrawing();
    const page: DrawnPage = await draw(urlPath, search, html, cookie, entries, dataSaver);
    // Only pages: a 404 is cheap, and random addresses would push real pages out.
    if (page.status === 200) pageCache.keep(key, html, page, startedAt);
    return page;
  };
}
