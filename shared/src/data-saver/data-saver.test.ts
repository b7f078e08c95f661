import {
  DATA_SAVER_COOKIE,
  DATA_SAVER_STORAGE_KEY,
  choiceInCookies,
  dataSaverCookie,
  rememberDataSaver,
  savesDataInBrowser,
  savesDataOnServer,
  storedChoice,
} from './index';

afterEach(() => {
  localStorage.clear();
  document.cookie = `${DATA_SAVER_COOKIE}=; path=/; max-age=0`;
  delete document.documentElement.dataset['saveData'];
});

describe('the data saver on the server', () => {
  it("draws a page without pictures for the visitor's cookie, or for Save-Data: on without one", () => {
    expect(savesDataOnServer(`language=ar; ${DATA_SAVER_COOKIE}=on`, undefined)).toBe(true);
    expect(savesDataOnServer(undefined, 'on')).toBe(true);
    expect(savesDataOnServer('language=en', ' On ')).toBe(true);
    expect(savesDataOnServer(undefined, undefined)).toBe(false);
    expect(savesDataOnServer(undefined, 'off')).toBe(false);
  });

  it("keeps to the visitor's 'off' even when their browser sends Save-Data: on", () => {
    expect(savesDataOnServer(`${DATA_SAVER_COOKIE}=off`, 'on')).toBe(false);
  });

  it('reads only its own cookie, and only on or off', () => {
    expect(choiceInCookies(`x${DATA_SAVER_COOKIE}=on`)).toBeUndefined();
    expect(choiceInCookies(`${DATA_SAVER_COOKIE}=yes`)).toBeUndefined();
    expect(choiceInCookies(`a=1;${DATA_SAVER_COOKIE}=off;b=2`)).toBe('off');
  });
});

describe('the data saver in the browser', () => {
  it('keeps the choice on this device and in a cookie the server reads, for a year', () => {
    expect(dataSaverCookie('on')).toBe(`${DATA_SAVER_COOKIE}=on; path=/; max-age=31536000; samesite=lax`);
    rememberDataSaver('on');
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
    expect(choiceInCookies(document.cookie)).toBe('on');
    expect(document.documentElement.hasAttribute('data-save-data')).toBe(true);
    expect(savesDataInBrowser()).toBe(true);
    rememberDataSaver('off');
    expect(storedChoice()).toBe('off');
    expect(choiceInCookies(document.cookie)).toBe('off');
    expect(document.documentElement.hasAttribute('data-save-data')).toBe(false);
    expect(savesDataInBrowser()).toBe(false);
  });

  it("follows the browser's Save-Data when the visitor never chose, and their choice when they did", () => {
    expect(savesDataInBrowser(document, { connection: { saveData: true } }, localStorage)).toBe(true);
    document.documentElement.dataset['saveData'] = '';
    expect(savesDataInBrowser(document, {}, localStorage)).toBe(true);
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'off');
    expect(savesDataInBrowser(document, { connection: { saveData: true } }, localStorage)).toBe(false);
  });

  it('still knows the choice after a logout cleared local storage: the cookie keeps it', () => {
    rememberDataSaver('on');
    localStorage.clear();
    expect(savesDataInBrowser(document, {}, localStorage)).toBe(true);
  });
});
