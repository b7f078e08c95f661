// The visitor's language, as the browser keeps it and tells the server. No imports: the shell
// reads it before federation has shared anything (shell/src/start/wake.ts).

/** Where the browser keeps the visitor's language (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The cookie that tells the server which language to render a page's first screen in. */
export const LANGUAGE_COOKIE = 'language';

/** The language cookie as the browser writes it: a year, the whole site. */
export function languageCookie(language: 'en' | 'ar'): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
