// Rowad's offline page (./offline.html), what a page never read opens when the connection fails
// (docs/decisions.md, "Low data and offline (issue 32)"): in the reader's language, with links to
// the pages this device kept. Runs without the app: no shared singletons, only stateless modules.
import { LANGUAGE_STORAGE_KEY } from '@rowad/shared/language-cookie';
import { CACHES } from './protocol';
import { offlineLanguage, offlineTexts, type OfflineTexts } from './offline-texts';

export interface SavedPage {
  url: string;
  title: string;
}

function storedLanguage(storage: Storage | undefined): 'en' | 'ar' {
  try {
    return offlineLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return 'en';
  }
}

/** A page's title without the brand after it ('Olive Press · Rowad'): the list is all Rowad's. */
export function pageTitle(documentTitle: string): string {
  const title = documentTitle.trim();
  const at = title.lastIndexOf(' · ');
  return at > 0 ? title.slice(0, at).trim() : title;
}

/** The kept pages, home first, then as the device read them, newest first; each with its title. */
export async function savedPages(cacheStorage: CacheStorage, origin: string): Promise<SavedPage[]> {
  if (!(await cacheStorage.has(CACHES.pages))) return [];
  const cache = await cacheStorage.open(CACHES.pages);
  const parser = new DOMParser();
  const pages: SavedPage[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const url = new URL(request.url);
    if (url.origin !== origin) continue;
    const response = await cache.match(request, { ignoreVary: true });
    const html = response ? await response.text() : '';
    const title = pageTitle(parser.parseFromString(html, 'text/html').title) || url.pathname;
    pages.push({ url: `${url.pathname}${url.search}`, title });
  }
  return pages.sort((a, b) => Number(b.url === '/') - Number(a.url === '/'));
}

/** Writes the page's texts in the reader's language, and its list of kept pages. */
export async function showOfflinePage(doc: Document, cacheStorage: CacheStorage | undefined): Promise<void> {
  const language = storedLanguage(doc.defaultView?.localStorage);
  const texts = offlineTexts[language];
  doc.documentElement.lang = language;
  doc.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  doc.title = `${texts.title} · ${texts.brand}`;
  for (const element of doc.querySelectorAll<HTMLElement>('[data-text]')) {
    const key = element.dataset['text'] as keyof OfflineTexts;
    if (key in texts) element.textContent = texts[key];
  }
  doc.getElementById('try-again')?.addEventListener('click', () => doc.defaultView?.location.reload());

  const pages = cacheStorage ? await savedPages(cacheStorage, doc.location.origin) : [];
  const list = doc.getElementById('saved-pages');
  const heading = doc.getElementById('saved-heading');
  const nothing = doc.getElementById('nothing-saved');
  if (pages.length === 0) {
    list?.setAttribute('hidden', '');
    heading?.setAttribute('hidden', '');
    nothing?.removeAttribute('hidden');
    return;
  }
  for (const page of pages) {
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = page.url;
    link.textContent = page.title;
    // A name keeps its own direction: an English project name on the Arabic page, and the reverse.
    link.dir = 'auto';
    item.append(link);
    list?.append(item);
  }
}

if (typeof document !== 'undefined' && document.getElementById('saved-pages')) {
  void showOfflinePage(document, typeof caches === 'undefined' ? undefined : caches);
}
