// Public pages with their first screen already drawn: the shell's server renderer
// (shell/src/server-render, built to shell/dist-server/render-page.cjs) turns the answers of a
// page's first calls into its markup and styles, which go into the page the API sends. The browser
// shows them before any script runs, and the app takes them over (shell/src/bootstrap.tsx).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '@rowad/shared/language-cookie';
import { QUERY_STATE_ELEMENT_ID } from '@rowad/shared/first-load';
import { firstAnswersBlock, type CarriedAnswer, type FirstLoad } from './first-answers.js';
import { escapeHtml, insertIntoHead } from './share-tags.js';

export type Language = 'en' | 'ar';

export interface RenderedPage {
  html: string;
  head: string;
  title: string | undefined;
  styles: string;
  state: unknown;
  complete: boolean;
}

/** What the renderer draws a page from. */
export interface PageToDraw {
  url: string;
  language: Language;
  answers: Record<string, CarriedAnswer>;
  /** The visitor saves data: lists without pictures, pages with the smallest (@rowad/shared/data-saver). */
  dataSaver?: boolean;
}

/** What shell/dist-server/render-page.cjs exports. */
export interface ServerRenderer {
  rendersPath(pathname: string): boolean;
  renderPage(page: PageToDraw): Promise<RenderedPage>;
}

// The app's entry as the shell's build writes it into index.html.
const APP_SCRIPT = /<script defer="defer" src="([^"]*\/main\.js)"><\/script>/;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]*)">/g;

// A render takes milliseconds; one that hangs must not hold the page: it is sent bare instead.
const RENDER_TIMEOUT_MS = 2_000;

/** The renderer of a build, or undefined when the build has none (the pages are then drawn in the browser). */
export function loadServerRenderer(webRoot: string): ServerRenderer | undefined {
  const file = path.join(webRoot, 'shell', 'dist-server', 'render-page.cjs');
  if (!existsSync(file)) return undefined;
  const require = createRequire(import.meta.url);
  // React and styled-components pick their production builds by NODE_ENV; a server run unset is one.
  // Unless React is loaded already (the page matcher's react-router, imported at start in a run from
  // source): its build is then the one the renderer must use too.
  const reactLoaded = Object.keys(require.cache).some((loaded) =>
    /[/\\]react[/\\]cjs[/\\]react\./.test(loaded),
  );
  if (!reactLoaded) process.env['NODE_ENV'] ??= 'production';
  return require(file) as ServerRenderer;
}

/** The language a page is drawn in: the visitor's cookie, else English (the product's default, docs/product.md). */
export function languageOf(cookieHeader: string | undefined): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE) return value === 'ar' ? 'ar' : 'en';
  }
  return 'en';
}

/** Resolves to undefined after `ms`, so a stuck render costs a bare page, not a hung one. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Renders a page, or undefined when it cannot (it then goes out bare, drawn by the browser). */
export async function renderFirstScreen(
  renderer: ServerRenderer,
  page: PageToDraw,
  onError: (error: unknown) => void,
): Promise<RenderedPage | undefined> {
  try {
    return await withTimeout(renderer.renderPage(page), RENDER_TIMEOUT_MS);
  } catch (error) {
    onError(error);
    return undefined;
  }
}

/**
 * The page with its first screen: markup inside #root, styles and the data it was drawn from in
 * the head, `<html>` in the language it was drawn in. A complete page also waits for the visitor
 * before starting the app (`data-start`): it loads wake.js instead of main.js
 * (shell/src/start/wake.ts), and the app's scripts are not preloaded but named to wake.js, which
 * asks for them when the app starts: a reader who only reads downloads none of them, and nothing
 * competes with the page's own pictures for the connection.
 */
export function withFirstScreen(
  html: string,
  rendered: RenderedPage,
  language: Language,
  first: FirstLoad,
): string {
  const state = JSON.stringify(rendered.state).replace(/</g, '\\u003c');
  const stateBlock = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${state}</script>`;
  const htmlAttributes = [
    `lang="${language}"`,
    `dir="${language === 'ar' ? 'rtl' : 'ltr'}"`,
    `data-rendered-in="${language}"`,
    ...(rendered.complete ? ['data-start="on-interaction"'] : []),
  ].join(' ');
  let page = html.replace(/<html[^>]*>/, `<html ${htmlAttributes}>`);
  if (rendered.title)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title ?? '')}</title>`);
  if (rendered.complete) {
    // The app's scripts are named to wake.js, which preloads them together when the app starts.
    const scripts: string[] = [];
    page = page.replace(SCRIPT_PRELOAD, (_tag, href: string) => {
      scripts.push(href);
      return '';
    });
    page = page.replace(APP_SCRIPT, (_tag, app: string) => {
      const wake = app.replace(/main\.js$/, 'wake.js');
      return `<script defer="defer" src="${wake}" data-app="${app}" data-scripts="${escapeHtml(scripts.join(' '))}"></script>`;
    });
  }
  // React's own preloads of the pictures it drew first, else the server's of the first picture
  // (none for a visitor saving data: `first` comes without it, public-pages.ts).
  // The answers too: a browser that draws the page anew (signed in, another language) reads them.
  page = insertIntoHead(
    page,
    `${rendered.head || first.preload}${rendered.styles}${stateBlock}${firstAnswersBlock(first.answers)}`,
  );
  // A function, so that `$&` and the like in the markup stay as they are.
  return page.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
}
