// Registers Rowad's service worker (./service-worker.ts) once the first screen is up, in an idle
// moment after `load`, so it never delays the page (docs/decisions.md, "Low data and offline
// (issue 32)"). Called by wake.js on a drawn page (after the first interaction for a visitor who
// saves data: the worker's first visit costs bytes) and by the app.
import { KEEP_MESSAGE, SERVICE_WORKER_URL, type KeepMessage } from './protocol';

// webpack writes the build's mode in its place; Jest runs with 'test'.
declare const process: { env: { NODE_ENV?: string } };

/** How long the idle moment is waited for before the worker is registered anyway. */
const IDLE_TIMEOUT_MS = 5_000;

let registering = false;

/** The page's address and the same-origin files it loaded, for the worker to keep. */
export function loadedHere(win: Window = window): string[] {
  const origin = win.location.origin;
  const files = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      try {
        return new URL(url).origin === origin;
      } catch {
        return false;
      }
    });
  return [win.location.href, ...new Set(files)];
}

function whenIdle(win: Window, run: () => void): void {
  const afterLoad = () => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 1_000);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

async function register(win: Window): Promise<void> {
  const container = win.navigator.serviceWorker;
  // A page the worker already answered is kept by it; only the first page before it ran is sent.
  const controlledBefore = container.controller !== null;
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
  if (controlledBefore) return;
  const ready = await container.ready;
  const message: KeepMessage = { type: KEEP_MESSAGE, urls: loadedHere(win) };
  ready.active?.postMessage(message);
}

/** Registers the worker after the first screen; not in development, nor where the browser has none. */
export function registerServiceWorker(win: Window = window): void {
  if (registering || process.env.NODE_ENV !== 'production') return;
  if (!('serviceWorker' in win.navigator) || !win.isSecureContext) return;
  registering = true;
  whenIdle(win, () => {
    register(win).catch((error: unknown) => {
      // The platform works without it: pages are not kept for offline reading, nothing else.
      console.warn('Rowad: the offline service worker could not start', error);
    });
  });
}
