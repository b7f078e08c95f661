import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchPage } from '@rowad/shared/page-match';
import { pathId } from '@rowad/shared/paths';
import type { InsightsCounter } from './counter.js';

/*
 * Who the public pages do not count (issue 30; docs/decisions.md, "Owner insights (issue 30)"):
 * robots, link previews, prefetches and HEAD requests. The owner's and an admin's own taps are
 * left out by the tap call, which sees their token; a drawn page carries no session, so it counts
 * every person who opens it.
 */

/**
 * Robots by their user agent: search engines, link-preview fetchers, monitors, scripts and
 * headless browsers (HeadlessChrome: our own end-to-end runs are not counted unless they give a
 * person's user agent). No user agent at all is a script too.
 */
const ROBOT =
  /bot|crawl|spider|slurp|lighthouse|headless|facebookexternalhit|whatsapp|telegram|preview|monitor|curl|wget|python|node-fetch|undici|axios|go-http-client|java\/|okhttp|libwww|httpclient|phantomjs|selenium|puppeteer|playwright/i;

export function isRobot(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || ROBOT.test(userAgent);
}

/** A browser fetching ahead of a click (Chrome's Sec-Purpose, Safari's Purpose, Firefox's X-Moz). */
export function isPrefetch(headers: FastifyRequest['headers']): boolean {
  const said = [headers['sec-purpose'], headers['purpose'], headers['x-purpose'], headers['x-moz']]
    .flat()
    .filter((value): value is string => typeof value === 'string');
  return said.some((value) => /prefetch|prerender|preview/i.test(value));
}

/** Whether a request may count at all: a GET or POST by a person's browser, not ahead of a click. */
export function countable(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'POST') &&
    !isPrefetch(request.headers) &&
    !isRobot(request.headers['user-agent'])
  );
}

type Counted = { kind: 'project' | 'event'; id: number } | null;

/**
 * The item a page address names, kept per address: react-router's matcher ranks every route on
 * each call (about 0.1-0.2 ms), more than the rest of counting together. Only addresses answered
 * 200 reach it, so the map holds real pages; it is emptied when full.
 */
const itemOfPath = new Map<string, Counted>();
const ITEM_OF_PATH_MAX = 2_000;

function itemOf(urlPath: string): Counted {
  let item = itemOfPath.get(urlPath);
  if (item === undefined) {
    const match = matchPage(urlPath);
    const kind = match?.route.preview;
    const id = pathId(match?.params['id']);
    item = kind === undefined || id === undefined ? null : { kind, id };
    if (itemOfPath.size >= ITEM_OF_PATH_MAX) itemOfPath.clear();
    itemOfPath.set(urlPath, item);
  }
  return item;
}

/**
 * Counts the drawn project and bazaar pages: after the answer has gone (onResponse), whether it
 * was drawn now or kept by the page cache (modules/sharing/page-cache.ts), so neither the drawing
 * nor the cache is slowed or skipped. Only a page answered 200: a 404 names nothing public.
 */
export function countPageViews(app: FastifyInstance, counter: InsightsCounter): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200 || request.method !== 'GET') return;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return;
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (urlPath.startsWith('/api/') || !countable(request)) return;
    const item = itemOf(urlPath);
    if (item === null) return;
    counter.record({
      kind: item.kind,
      id: item.id,
      metric: 'view',
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      at: new Date(),
    });
  });
}
