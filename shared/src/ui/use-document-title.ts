import { useEffect } from 'react';
import { useLanguageStore, type Language } from '@rowad/shared/i18n';
import { withoutBidiControls } from '@rowad/shared/format';

/** The platform's name as each language writes it. */
export const SITE_NAMES: Record<Language, string> = { en: 'Rowad', ar: 'رواد' };

function fullTitle(title: string, language: Language): string {
  const site = SITE_NAMES[language];
  // A name typed by a person must not turn around the site's name after it.
  return title === site ? site : `${withoutBidiControls(title)} · ${site}`;
}

// The title asked for by the page the server is rendering (shell/src/server-render): effects do
// not run there, so the hook notes it while rendering, and the renderer writes it into the page.
let serverTitle: string | undefined;

function noteServerTitle(title: string): void {
  serverTitle = title;
}

/** For the server renderer: the title the page just rendered asked for; forgotten once taken. */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}

/**
 * Names the browser tab and history entry after the page: "Projects · Rowad", "المشاريع · رواد".
 * A page whose name is not known yet (still loading) passes undefined and keeps the previous title.
 */
export function useDocumentTitle(title: string | undefined): void {
  const language = useLanguageStore((state) => state.language);
  if (typeof document === 'undefined' && title) noteServerTitle(fullTitle(title, language));
  useEffect(() => {
    if (title === undefined || title === '') return;
    document.title = fullTitle(title, language);
  }, [title, language]);
}
