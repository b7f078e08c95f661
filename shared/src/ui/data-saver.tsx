// The data saver as the screens see it (docs/decisions.md, "Low data and offline (issue 32)"): one
// store in the UI kit's singleton, so the navbar's switch (the shell) and the pictures of every
// remote agree. The choice itself, its key, cookie and reading, is @rowad/shared/data-saver's.
import { createContext, useContext, type ReactNode } from 'react';
import { create } from 'zustand';
import {
  choiceInCookies,
  dataSaverCookie,
  rememberDataSaver,
  savesDataInBrowser,
  storedChoice,
} from '@rowad/shared/data-saver';

interface DataSaverState {
  /** Whether pictures are held back: lists show none until asked, pages the smallest width. */
  on: boolean;
  /** The visitor's choice from the menu: kept on this device and told to the server. */
  choose: (on: boolean) => void;
}

/**
 * Whether the visitor saves data, as the browser knows it. A choice kept in local storage but not
 * in the cookie (set before the cookie existed) is written to it, so the next page is drawn by it.
 */
function browserSavesData(): boolean {
  const stored = storedChoice();
  if (stored !== undefined && choiceInCookies(document.cookie) !== stored)
    document.cookie = dataSaverCookie(stored);
  return savesDataInBrowser();
}

/**
 * In the browser, the visitor's data saver; on the server, off until the renderer sets what the
 * request said (shell/src/server-render/render-page.tsx).
 */
export const useDataSaverStore = create<DataSaverState>((set) => ({
  on: typeof document === 'undefined' ? false : browserSavesData(),
  choose: (on) => {
    rememberDataSaver(on ? 'on' : 'off');
    set({ on });
  },
}));

/** Whether the data saver is on. */
export function useDataSaver(): boolean {
  return useDataSaverStore((state) => state.on);
}

// Inside a list: whether its pictures were asked for ('Show pictures'). Outside any list: undefined.
const ListPicturesContext = createContext<boolean | undefined>(undefined);

/** Marks a list of cards: with the data saver on, its pictures wait until `shown`. */
export function ListPictures({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <ListPicturesContext.Provider value={shown}>{children}</ListPicturesContext.Provider>;
}

/**
 * How a picture loads here: `all` (the browser picks the width for the screen), `smallest` (the
 * data saver on a page, or a list whose pictures were asked for), or `none` (a list with the data
 * saver on, until asked: no request at all).
 */
export type PictureMode = 'all' | 'smallest' | 'none';

export function usePictureMode(): PictureMode {
  const on = useDataSaver();
  const listShown = useContext(ListPicturesContext);
  if (!on) return 'all';
  return listShown === false ? 'none' : 'smallest';
}
