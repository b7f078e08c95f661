import { create } from 'zustand';
import { LANGUAGE_STORAGE_KEY, languageCookie } from '@rowad/shared/language-cookie';

export type Language = 'en' | 'ar';

export { LANGUAGE_STORAGE_KEY };

const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return DIRECTION[language];
}

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = DIRECTION[language];
  // The server renders a page's first screen in the language this cookie names.
  document.cookie = languageCookie(language);
}

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: storedLanguage(),
  setLanguage: (language) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage can be full or blocked: the choice still applies to this visit.
    }
    applyToDocument(language);
    set({ language });
  },
}));

/** Sets `<html lang dir>` from the remembered choice; called once before the first render. */
export function applyStoredLanguage(): Language {
  const language = storedLanguage();
  applyToDocument(language);
  useLanguageStore.setState({ language });
  return language;
}

/**
 * Logout clears all local storage (docs/product.md §4); the language is a preference of the
 * device, not of the account, so it is written back.
 */
export function rememberLanguage(): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, useLanguageStore.getState().language);
  } catch {
    // Nothing to keep when storage is unavailable.
  }
}
