// Rowad's data saver (docs/decisions.md, "Low data and offline (issue 32)"): for a visitor on paid
// mobile data, lists show their cards without pictures until asked ('Show pictures'), pages load
// the smallest width of each picture, and no script is fetched while they only read a server-drawn
// page (shell/src/start/wake.ts). This module owns the choice: its key in local storage, its
// cookie (the server draws pages by it, api/src/plugins/web.ts), and how it is read, on either
// side. The choice is made in the navbar's menu (shell/src/features/navbar/data-saver-switch.tsx).
// No imports and no state: wake.js reads it before federation has shared anything, and the API
// and every app bundle it as it is (a stateless entry, webpack.common.js).

/** The local-storage key of the choice: `'on'` or `'off'`; absent when the visitor never chose. */
export const DATA_SAVER_STORAGE_KEY = 'rowad.dataSaver';

/** The cookie that tells the server the same choice, so it draws pages without pictures. */
export const DATA_SAVER_COOKIE = 'rowad_data_saver';

/** A visitor's own word: on or off. Without one, the browser's Save-Data setting decides. */
export type DataSaverChoice = 'on' | 'off';

// Structural types, not the DOM's: the API (no DOM library) imports this module too.
interface ReadableStore {
  getItem(key: string): string | null;
}
interface WritableStore {
  setItem(key: string, value: string): void;
}
interface PageDocument {
  cookie: string;
  documentElement: {
    dataset: Record<string, string | undefined>;
    toggleAttribute(name: string, force?: boolean): boolean;
  };
}
type ConnectionInfo = { connection?: { saveData?: boolean } };
interface BrowserGlobals {
  localStorage?: ReadableStore & WritableStore;
  document?: PageDocument;
  navigator?: ConnectionInfo;
}
const browser = globalThis as BrowserGlobals;

/** This device's local storage; none when the browser blocks it (reading it throws). */
function deviceStorage(): (ReadableStore & WritableStore) | undefined {
  try {
    return browser.localStorage;
  } catch {
    return undefined;
  }
}

/** The cookie as the browser writes it: a year, the whole site, sent on same-site navigations. */
export function dataSaverCookie(choice: DataSaverChoice): string {
  return `${DATA_SAVER_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`;
}

function asChoice(value: string | null | undefined): DataSaverChoice | undefined {
  return value === 'on' || value === 'off' ? value : undefined;
}

/** The choice a `Cookie` header (or `document.cookie`) carries, if any. */
export function choiceInCookies(cookies: string | undefined): DataSaverChoice | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === DATA_SAVER_COOKIE)
      return asChoice(part.slice(at + 1).trim());
  }
  return undefined;
}

/** The choice kept in this device's local storage, if any (unreadable storage keeps none). */
export function storedChoice(
  storage: ReadableStore | undefined = deviceStorage(),
): DataSaverChoice | undefined {
  try {
    return asChoice(storage?.getItem(DATA_SAVER_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Whether a request's `Save-Data` header asks to save data (`on`, any case). */
export function saveDataHeaderOn(header: string | readonly string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.trim().toLowerCase() === 'on';
}

/**
 * Whether the server draws a page for a visitor saving data: their choice in the cookie, else their
 * browser's `Save-Data: on`. An explicit 'off' wins over the browser's setting: it is what the
 * visitor said to Rowad itself.
 */
export function savesDataOnServer(
  cookieHeader: string | undefined,
  saveDataHeader: string | readonly string[] | undefined,
): boolean {
  const choice = choiceInCookies(cookieHeader);
  return choice === undefined ? saveDataHeaderOn(saveDataHeader) : choice === 'on';
}

/**
 * Whether the visitor saves data, read in the browser: their choice (local storage, else the
 * cookie, which outlives a logout's clearing of storage), else what the browser says, to the
 * server (`Save-Data: on`, which it marks as `<html data-save-data>`) or to scripts
 * (`navigator.connection.saveData`).
 */
export function savesDataInBrowser(
  doc: PageDocument | undefined = browser.document,
  nav: ConnectionInfo | undefined = browser.navigator,
  storage: ReadableStore | undefined = deviceStorage(),
): boolean {
  let cookies: string | undefined;
  try {
    cookies = doc?.cookie;
  } catch {
    cookies = undefined;
  }
  const choice = storedChoice(storage) ?? choiceInCookies(cookies);
  if (choice !== undefined) return choice === 'on';
  if (doc?.documentElement.dataset['saveData'] !== undefined) return true;
  return nav?.connection?.saveData === true;
}

/**
 * Keeps the visitor's choice on this device and tells the server, and marks the page
 * (`<html data-save-data>`) as the server would have drawn it.
 */
export function rememberDataSaver(
  choice: DataSaverChoice,
  doc: PageDocument | undefined = browser.document,
  storage: WritableStore | undefined = deviceStorage(),
): void {
  try {
    storage?.setItem(DATA_SAVER_STORAGE_KEY, choice);
  } catch {
    // Storage full or blocked: the cookie still carries the choice.
  }
  if (!doc) return;
  doc.cookie = dataSaverCookie(choice);
  doc.documentElement.toggleAttribute('data-save-data', choice === 'on');
}
