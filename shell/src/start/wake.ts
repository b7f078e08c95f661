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
// Only stateless modules here: this file runs before federation has shared anything.
import { LANGUAGE_STORAGE_KEY, languageCookie } from '@rowad/shared/language-cookie';

/** Dispatched on document by the page once it is live (shell/src/remotes/remote-module.tsx). */
export const PAGE_LIVE_EVENT = 'rowad:page-live';

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

/** Runs `start` now, or at the visitor's first interaction when the page may wait. */
export function startWhenNeeded(start: () => unknown, doc: Document = document): void {
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
    void start();
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
}
