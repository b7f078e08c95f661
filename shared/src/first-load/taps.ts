// Taps on a public page's contact links, for the owner's insights (issue 30; docs/decisions.md,
// "Owner insights (issue 30)"). One listener on the document catches a click on a link marked
// `data-tap="<channel>"` inside an element marked `data-tap-item="<project|event>:<id>"` (the
// project and bazaar pages of mfe-public mark theirs) and sends it with navigator.sendBeacon, so the
// link goes on at once and the count survives the page being left. Installed by wake.js on a page
// the server drew (before the app has started: a tap on a phone number is often the first thing a
// visitor does) and by the project and bazaar pages themselves (a page reached inside the app);
// once per page whichever comes first. A stateless entry (`@rowad/shared/taps`), importing nothing:
// wake.js runs before federation has shared anything.

export const TAPS_URL = '/api/insights/events';

// STORAGE_KEYS.token of @rowad/shared/session (kept equal by taps.test.ts).
const TOKEN_KEY = 'token';
const INSTALLED = '__rowadTaps';

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

/** Listens for taps on the page, once however many scripts ask. */
export function countTaps(doc: Document = document): void {
  const win = doc.defaultView as (Window & { [INSTALLED]?: true }) | null;
  if (!win || win[INSTALLED]) return;
  win[INSTALLED] = true;
  doc.addEventListener(
    'click',
    (event) => {
      const tap = tapOf(event.target);
      if (tap) sendTap(tap, win);
    },
    { capture: true, passive: true },
  );
}
