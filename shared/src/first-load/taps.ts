// Taps on a public page's contact links, for the owner's insights (issue 30; docs/decisions.md,
// "Owner insights (issue 30)"). One listener on the document catches a click on a link marked
// `data-tap="<channel>"` inside an element marked `data-tap-item="<project|event>:<id>"` (the
// project and bazaar pages of mfe-public mark theirs) and sends it with navigator.sendBeacon, so the
// link goes on at once and the count survives the page being left. The project and bazaar pages
// install it (`countTaps`). On a page the server drew, a tap often comes before the app has
// started (a phone number is what many visitors came for): wake.js only keeps the tapped link
// (`holdTaps`, a few dozen bytes) and the page sends it once it is live; every contact link leaves
// the page open (a dialer, a mail program, a new tab, a download), so the app still starts.
// A stateless entry (`@rowad/shared/taps`) importing nothing: wake.js runs before federation.

export const TAPS_URL = '/api/insights/events';

// STORAGE_KEYS.token of @rowad/shared/session (kept equal by taps.test.ts).
const TOKEN_KEY = 'token';
/** The page's window: whether the listener is installed, and the links wake.js kept meanwhile. */
type TapWindow = Window & { __rowadTaps?: true; __rowadTapped?: Element[] };

export interface Tap {
  kind: 'project' | 'event';
  id: number;
  channel: string;
}

/** The tap a click on `target` is, if it is on a marked link of a marked item. */
export function tapOf(target: EventTarget | null): Tap | undefined {
  const link = target instanceof Element ? target.closest('[data-tap]') : null;
  const item = /^(project|event):(\d+)$/.exec(
    link?.closest('[data-tap-item]')?.getAttribute('data-tap-item') ?? '',
  );
  const channel = link?.getAttribute('data-tap');
  return item && channel ? { kind: item[1] as Tap['kind'], id: Number(item[2]), channel } : undefined;
}

/**
 * Sends a tap without waiting: a beacon for a guest; for a signed-in visitor a keepalive fetch with
 * their token (a beacon carries no header), so the API leaves the owner's own taps and an admin's out.
 * A tap that cannot be sent is forgotten.
 */
export function sendTap(tap: Tap, win: Window = window): void {
  const body = JSON.stringify(tap);
  try {
    const token = win.localStorage.getItem(TOKEN_KEY);
    const beacon =
      token === null &&
      win.navigator.sendBeacon?.(TAPS_URL, new Blob([body], { type: 'application/json' })) === true;
    if (!beacon) {
      void win
        .fetch(TAPS_URL, {
          method: 'POST',
          keepalive: true,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body,
        })
        .catch(() => undefined);
    }
  } catch {
    // Counting never gets in the visitor's way.
  }
}

/**
 * The app shows an item's page: counted as a view (a page reached inside the app; one the server
 * drew was counted then, and the API counts a person once a day however the view arrives).
 */
export function sendView(kind: Tap['kind'], id: number, win: Window = window): void {
  sendTap({ kind, id, channel: 'view' }, win);
}

/** Listens for taps on the page, once however many pages ask, and sends those wake.js kept. */
export function countTaps(doc: Document = document): void {
  const win = doc.defaultView as TapWindow | null;
  if (!win || win.__rowadTaps) return;
  win.__rowadTaps = true;
  const send = (target: EventTarget | null) => {
    const tap = tapOf(target);
    if (tap) sendTap(tap, win);
  };
  doc.addEventListener('click', (event) => send(event.target), { capture: true, passive: true });
  for (const link of win.__rowadTapped?.splice(0) ?? []) send(link);
}

/** wake.js: keeps the contact links tapped until the page installs `countTaps`. */
export function holdTaps(doc: Document = document): void {
  const win = doc.defaultView as TapWindow | null;
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element && event.target.closest('[data-tap]');
      if (link && win && !win.__rowadTaps) (win.__rowadTapped ??= []).push(link);
    },
    { capture: true, passive: true },
  );
}
