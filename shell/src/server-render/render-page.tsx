// The server's first render of a public page (built by shell/webpack.server.js into
// shell/dist-server/render-page.cjs, called by the API when it serves a page): the same routes,
// layout and pages as the browser's, drawn from the answers of the page's first API calls, so the
// visitor reads the page before any script has run. The browser then hydrates this markup
// (shell/src/bootstrap.tsx) instead of drawing it again.
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { serveOnlyFirstAnswers, type FirstAnswer } from '@rowad/shared/api-client';
import { useLanguageStore, type Language } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import { matchPage } from '@rowad/shared/page-match';
import { moduleId } from '@rowad/shared/pages';
import { takeServerTitle, useDataSaverStore } from '@rowad/shared/ui';
import { serverPages } from 'virtual:server-pages';
import { AppFrame, AppRoutes } from '../app/app';

export interface PageToRender {
  /** The address's path and query, as the browser asked for it. */
  url: string;
  language: Language;
  /** The answers of the page's first calls, by `callKey` (api/src/modules/sharing/first-answers.ts). */
  answers: Record<string, FirstAnswer>;
  /**
   * Whether the visitor saves data (their cookie or `Save-Data: on`, @rowad/shared/data-saver):
   * lists are drawn without pictures, pages with the smallest. Absent: off.
   */
  dataSaver?: boolean;
}

/**
 * Whether the server draws the page at `pathname`: a public page declaring its first calls
 * (@rowad/shared/pages), bundled here. Pages for signed-in visitors, the sign-in pages and unknown
 * addresses are drawn in the browser only.
 */
export function rendersPath(pathname: string): boolean {
  const page = matchPage(pathname)?.route;
  const id = page && page.access.kind === 'public' ? moduleId(page.page) : undefined;
  return id !== undefined && id in serverPages;
}

export interface RenderedPage {
  /** The markup of the app, for inside `<div id="root">`. */
  html: string;
  /** What React hoists for the document's head: the preloads of the pictures drawn with high priority. */
  head: string;
  /** The document title the page set ("Projects · Rowad"), when it set one. */
  title: string | undefined;
  /** The `<style>` tags of the styles that markup uses. */
  styles: string;
  /** The query cache the markup was drawn from, for the browser to start from the same data. */
  state: DehydratedState;
  /** False when a call of the page had no answer: that part shows loading until the app runs. */
  complete: boolean;
}

// The app's stores (query cache, language) are single instances, as in the browser: one page is
// rendered at a time. A render takes a few milliseconds, so the queue stays short.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

/** Whether the page asked for this query's data now (`enabled`, as TanStack Query reads it). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

// Renders that only look for data, before the one that is sent: the page, then what it holds.
const DATA_PASSES_MAX = 3;

// React writes the resources it hoists (<link rel="preload">) before the app's markup.
const HOISTED = /^(?:<link [^>]*>)+/;

async function markupOf(element: ReactElement): Promise<string> {
  // Waits for every lazy page and Suspense boundary, unlike renderToString. No size makes React
  // write a boundary's content apart from its place (for an inline script to move, which the CSP forbids).
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const decoder = new TextDecoder();
  let markup = '';
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array | string>) {
    markup += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return markup + decoder.decode();
}

function app(url: string): ReactElement {
  return (
    <AppFrame>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppFrame>
  );
}

/**
 * Renders until the data is in: each pass mounts the page's queries, which are then answered from
 * the page's first answers (a query without one fails at once and is dropped, so it shows loading,
 * as it will in the browser, and the page is not `complete`); the last pass draws the page from
 * that data and collects its styles.
 */
export function renderPage({
  url,
  language,
  answers,
  dataSaver = false,
}: PageToRender): Promise<RenderedPage> {
  return oneAtATime(async () => {
    queryClient.clear();
    useLanguageStore.setState({ language });
    useDataSaverStore.setState({ on: dataSaver });
    // On the server, zustand hands React the store's initial state (its server snapshot).
    Object.assign(useLanguageStore.getInitialState(), { language });
    Object.assign(useDataSaverStore.getInitialState(), { on: dataSaver });
    serveOnlyFirstAnswers(answers);
    try {
      // A query shows up once what holds it is drawn (a project's comments need the project):
      // render and answer again until no new query waits.
      const cache = queryClient.getQueryCache();
      const asked = new Set<unknown>();
      for (let pass = 0; pass < DATA_PASSES_MAX; pass += 1) {
        await markupOf(app(url));
        const waiting = cache
          .getAll()
          .filter((query) => !asked.has(query) && query.state.status === 'pending' && isEnabled(query));
        if (waiting.length === 0) break;
        for (const query of waiting) asked.add(query);
        await Promise.allSettled(waiting.map((query) => query.fetch({ ...query.options, retry: false })));
      }
      let complete = true;
      for (const query of cache.getAll()) {
        // A query the page holds disabled (a signed-in owner's participation) waits in the browser too.
        if (query.state.status === 'success' || !isEnabled(query)) continue;
        cache.remove(query);
        complete = false;
      }
      const sheet = new ServerStyleSheet();
      try {
        takeServerTitle();
        const markup = await markupOf(sheet.collectStyles(app(url)));
        const title = takeServerTitle();
        const head = HOISTED.exec(markup)?.[0] ?? '';
        return {
          html: markup.slice(head.length),
          head,
          title,
          styles: sheet.getStyleTags(),
          state: dehydrate(queryClient),
          complete,
        };
      } finally {
        sheet.seal();
      }
    } finally {
      serveOnlyFirstAnswers(undefined);
      queryClient.clear();
    }
  });
}
