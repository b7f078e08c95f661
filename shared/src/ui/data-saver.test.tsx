import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { DATA_SAVER_COOKIE, DATA_SAVER_STORAGE_KEY, choiceInCookies } from '@rowad/shared/data-saver';
import { useDataSaver, useDataSaverStore } from './data-saver';

afterEach(() => {
  localStorage.clear();
  document.cookie = `${DATA_SAVER_COOKIE}=; path=/; max-age=0`;
  document.documentElement.removeAttribute('data-save-data');
});

/** The UI kit's data-saver module as a new page loads it (its store only: React stays this file's). */
async function freshStore() {
  let loaded: { useDataSaverStore: typeof useDataSaverStore } | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./data-saver');
  });
  return loaded!;
}

describe('the data saver store', () => {
  it('starts from the page the server marked (Save-Data: on)', async () => {
    document.documentElement.setAttribute('data-save-data', '');
    expect((await freshStore()).useDataSaverStore.getState().on).toBe(true);
  });

  it('tells the server a choice only this device kept, so the next page is drawn without pictures', async () => {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
    expect((await freshStore()).useDataSaverStore.getState().on).toBe(true);
    expect(choiceInCookies(document.cookie)).toBe('on');
  });

  it('lets every screen follow the choice at once', () => {
    const { result } = renderHook(() => useDataSaver());
    expect(result.current).toBe(false);
    act(() => useDataSaverStore.getState().choose(true));
    expect(result.current).toBe(true);
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
    act(() => useDataSaverStore.getState().choose(false));
  });
});
