import { useEffect } from 'react';
import { useLanguageStore, type Language } from '@rowad/shared/i18n';

/** The platform's name as each language writes it. */
export const SITE_NAMES: Record<Language, string> = { en: 'Rowad', ar: 'رواد' };

/**
 * Names the browser tab and history entry after the page: "Projects · Rowad", "المشاريع · رواد".
 * A page whose name is not known yet (still loading) passes undefined and keeps the previous title.
 */
export function useDocumentTitle(title: string | undefined): void {
  const language = useLanguageStore((state) => state.language);
  useEffect(() => {
    if (title === undefined || title === '') return;
    const site = SITE_NAMES[language];
    document.title = title === site ? site : `${title} · ${site}`;
  }, [title, language]);
}
