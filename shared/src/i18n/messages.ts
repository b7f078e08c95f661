import { useCallback } from 'react';
import { interpolate, type Params } from './interpolate';
import { useLanguageStore, type Language } from './language-store';

export type { Params };

/** A catalogue pair: Arabic must translate every English key (a missing one fails typecheck). */
export interface Catalogues<K extends string> {
  en: Record<K, string>;
  ar: Record<K, string>;
}

export type Translate<K extends string> = (key: K, params?: Params) => string;

export function translate<K extends string>(
  catalogues: Catalogues<K>,
  language: Language,
  key: K,
  params?: Params,
): string {
  return interpolate(catalogues[language][key], params);
}

/**
 * Declares a feature's texts next to the feature and returns its hook. Each app keeps its own
 * catalogues, so a visitor downloads only the texts of the screens it opens.
 */
export function defineMessages<K extends string>(catalogues: Catalogues<K>) {
  return function useMessages(): Translate<K> {
    const language = useLanguageStore((state) => state.language);
    return useCallback((key: K, params?: Params) => translate(catalogues, language, key, params), [language]);
  };
}
