// When the app's code starts, on a public page the server rendered whole (`<html data-start=
// "on-interaction">`, api/src/modules/sharing/server-render.ts). That page is already there to
// read, with working links, and loads this small script (wake.js, its own build in
// shell/webpack.config.js) instead of the app's: the app (main.js: the federation runtime, React,
// the page's remote) starts at the visitor's first touch, key, scroll or focus instead of at load,
// so a phone on slow data neither downloads nor runs code a reader may never need. It starts at
// once for a signed-in visitor (the account menu is theirs) or a language the server did not
// render in. Every other page loads main.js directly.
//
// Until the page is live, what the visitor did is kept and played again once it is:
// a press of a button (the press itself started the code) and text typed into a field.
//
// While the visitor reads, the app is fetched and readied (issue 29, docs/decisions.md
// "Performance (issue 29)"): after `load`, once the first screen's pictures are in, its scripts in
// idle moments, two at a time; then, once they are in and the page has had its quiet moment after
// load (WARM_DELAY_MS), main.js runs "warming" (shell/src/bootstrap.tsx): its modules and the
// page's remote module are evaluated, nothing is drawn, and the page stays the server's until the
// first interaction starts it. Not for a visitor who asked to save data (`Save-Data: on`, told by the
// server as `<html data-save-data>`; `navigator.connection.saveData`; Rowad's own data saver, chosen
// in the navbar's menu, @rowad/shared/data-saver): for them the first interaction fetches everything.
// Only stateless modules here: this file runs before federation has shared anything.
import { LANGUAGE_STORAGE_KEY, languageCookie } from '@rowad/shared/language-cookie';
import { savesDataInBrowser } from '@rowad/shared/data-saver';

/** Dispatched on document by the page once it is live (shell/src/remotes/remote-module.tsx). */
export const PAGE_LIVE_EVENT = 'rowad:page-live';

/**
 * `<html data-start>` once wake.js has run main.js ahead of the visitor: main.js then readies the
 * app without drawing it (shell/src/bootstrap.tsx) and waits for APP_START_EVENT.
 */
export const START_WARMING = 'warming';
/** `<html data-start>` once the visitor has interacted: main.js draws the app at once. */
export const START_NOW = 'now';
/** Dispatched on document at the first interaction, for a main.js that is warming. */
export const APP_START_EVENT = 'rowad:start';

/** How long an idle moment may be waited for before the next script is fetched anyway. */
export const IDLE_TIMEOUT_MS = 2_000;
/** Without requestIdleCallback (Safari), the pause before each script. */
export const IDLE_FALLBACK_MS = 50;
/**
 * The quiet kept after `load` before main.js runs warming (its tasks take 100-300 ms on a phone and
 * must not land in the page's start); fetching does not wait for it. Measured (issue 29,
 * docs/decisions.md "Performance (issue 29)", bench:first-press and bench:lighthouse): scripts from
 * `load` on and warming 2.5 s after it, a press after 3 s of reading answers in 0.2-0.4 s with
 * Lighthouse at 99-100; warming 1.5 s after load, 93-100; at once after the scripts, 84-95.
 */
export const WARM_DELAY_MS = 2_500;
/**
 * How many scripts are on their way at once while the visitor reads. A slow phone link is bound by
 * its round trips more than its bandwidth: one at a time, the scripts took about 3.5 s on slow 4G
 * (150 ms a request, issue 29) and a press after 3 s still waited 1.4 s; two at a time they are in
 * by then. Two is also what Lighthouse still counts as a quiet network.
 */
export const READ_AHEAD_LANES = 2;

const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
// Controls that do nothing without the app; links, <details> and native fields work on their own.
const NEEDS_APP =
  'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

function storedLanguage(): 'en' | 'ar' {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

// STORAGE_KEYS.token of @rowad/shared/session, which is shared (a test keeps the two equal).
export const TOKEN_STORAGE_KEY = 'token';

function signedIn(): boolean {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether this page may wait for the visitor before starting the app (`<html data-start data-rendered-in>`). */
export function mayWait(doc: Document = document): boolean {
  const html = doc.documentElement;
  if (html.dataset.start !== 'on-interaction') return false;
  // The server renders in the language of the cookie; a choice only stored (made before the cookie
  // existed) is written to the cookie for the next page, and this one starts now to switch.
  const language = storedLanguage();
  if (language !== html.dataset.renderedIn) {
    doc.cookie = languageCookie(language);
    return false;
  }
  return !signedIn();
}

/**
 * Fires the input event React listens to for a field whose text was typed before the page was
 * live: React compares with the value it last saw, so that value is set first, then the text.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Asks for the scripts at once (`<link rel="preload">`), to be run when something needs them. */
export function preloadScripts(scripts: readonly string[], doc: Document = document): void {
  for (const href of scripts) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.append(link);
  }
}

type ConnectionInfo = { connection?: { saveData?: boolean } };

/**
 * Whether the visitor asked to save data: Rowad's data saver is on (chosen in the menu, kept in
 * local storage and a cookie), or, without a choice, the server saw `Save-Data: on`
 * (`<html data-save-data>`, api/src/plugins/web.ts) or the browser's own setting says so.
 */
export function savesData(
  doc: Document = document,
  nav: ConnectionInfo | undefined = globalThis.navigator as ConnectionInfo | undefined,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  return savesDataInBrowser(doc, nav, storage);
}

/** Resolves in the browser's next idle moment (requestIdleCallback), or after a short pause without it. */
export function idleMoment(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      win.setTimeout(resolve, IDLE_FALLBACK_MS);
    }
  });
}

/** Resolves once the document has loaded (`load`: its scripts, styles and eager pictures). */
export function documentLoaded(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Resolves once every picture of the first screen (an `<img>` inside the viewport, however it
 * loads: the largest paint is one of them) has loaded or failed, so nothing fetched next takes
 * their share of the connection.
 */
export function firstScreenPicturesLoaded(win: Window = window): Promise<void> {
  const doc = win.document;
  const height = win.innerHeight || doc.documentElement.clientHeight;
  const width = win.innerWidth || doc.documentElement.clientWidth;
  const waiting = [...doc.images].filter((image) => {
    if (image.complete) return false;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < height && box.left < width;
  });
  return Promise.all(
    waiting.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** Asks for one script (`<link rel="preload">`) and resolves when it has arrived or failed. */
function preloadOne(href: string, doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    doc.head.append(link);
  });
}

export interface ReadAhead {
  /** The app's scripts the page names (data-scripts), fetched in idle moments. */
  scripts: readonly string[];
  /** Runs main.js warming once they are in (`<html data-start="warming">` is set first). */
  warm: () => unknown;
  /** The quiet after load before warming; WARM_DELAY_MS unless told. */
  warmDelayMs?: number;
}

/**
 * While the visitor reads: after load and the first screen's pictures, the scripts in idle moments,
 * READ_AHEAD_LANES at a time; then, once `warmDelayMs` has passed since load, main.js warming.
 * Stops when `stopped()` says the visitor has interacted. Resolves with the scripts it asked for.
 */
export async function readAhead(
  { scripts, warm, warmDelayMs = WARM_DELAY_MS }: ReadAhead,
  stopped: () => boolean,
  win: Window = window,
): Promise<string[]> {
  const fetched: string[] = [];
  await documentLoaded(win);
  const quietOver =
    warmDelayMs > 0 ? new Promise((resolve) => win.setTimeout(resolve, warmDelayMs)) : Promise.resolve();
  await firstScreenPicturesLoaded(win);
  const queue = [...scripts];
  const lane = async () => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
      await idleMoment(win);
      if (stopped()) return;
      fetched.push(href);
      await preloadOne(href, win.document);
    }
  };
  await Promise.all(Array.from({ length: READ_AHEAD_LANES }, lane));
  await quietOver;
  await idleMoment(win);
  if (stopped()) return fetched;
  win.document.documentElement.dataset.start = START_WARMING;
  void warm();
  return fetched;
}

/**
 * Runs `start` now, or at the visitor's first interaction when the page may wait; meanwhile, unless
 * the visitor saves data, `readAhead` fetches the app and runs it warming.
 */
export function startWhenNeeded(start: () => unknown, doc: Document = document, ahead?: ReadAhead): void {
  if (!mayWait(doc)) {
    void start();
    return;
  }
  let started = false;
  let pressed: Element | null = null;
  const wake = () => {
    if (started) return;
    started = true;
    for (const name of WAKE_EVENTS) doc.removeEventListener(name, wake, true);
    doc.documentElement.dataset.start = START_NOW;
    void start();
    // For a main.js already warming; one still to run reads data-start instead.
    doc.dispatchEvent(new Event(APP_START_EVENT));
  };
  // A press before the page is live would reach no handler: it is held, and made again later.
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(NEEDS_APP) : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = target;
    wake();
  };
  const live = () => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener(PAGE_LIVE_EVENT, live);
    for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      '#root input, #root textarea',
    )) {
      replayTyping(field);
    }
    const again = pressed;
    pressed = null;
    // After React has applied the typing above (it does so in a microtask), so the press sees it.
    if (again instanceof HTMLElement) {
      setTimeout(() => {
        if (again.isConnected) again.click();
      }, 0);
    }
  };
  for (const name of WAKE_EVENTS) doc.addEventListener(name, wake, { capture: true, passive: true });
  doc.addEventListener('click', hold, true);
  doc.addEventListener(PAGE_LIVE_EVENT, live);
  const win = doc.defaultView;
  if (ahead && win && !savesData(doc)) void readAhead(ahead, () => started, win);
}
