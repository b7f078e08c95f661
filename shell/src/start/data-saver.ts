// Rowad's own data-saver choice (docs/decisions.md, "Performance (issue 29)"): a visitor who asks
// the platform to save data gets no script fetched while they only read a server-drawn page; the
// app comes at their first interaction. The choice lives in this device's local storage under
// DATA_SAVER_STORAGE_KEY ('on' when chosen) and is read here only. The menu's toggle is to come
// (a later issue); until then the key can be set by hand. Only stateless code: wake.js imports it.

/** The local-storage key of the data-saver choice: `'on'` when the visitor chose to save data. */
export const DATA_SAVER_STORAGE_KEY = 'rowad.dataSaver';

/** Whether the visitor chose Rowad's data saver on this device. */
export function dataSaverChosen(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    return storage?.getItem(DATA_SAVER_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}
