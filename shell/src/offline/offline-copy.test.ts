import { OFFLINE_COPY_ID, markOfflineCopy } from './offline-copy';

const SAVED = new Date(Date.UTC(2026, 10, 27, 18, 5));

function page(lang: 'en' | 'ar'): string {
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><title>Olive Press</title></head><body><div id="root"><h1>Olive Press</h1></div></body></html>`;
}

function line(html: string): HTMLElement {
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    html,
    'text/html',
  ).documentElement.innerHTML;
  const element = document.getElementById(OFFLINE_COPY_ID);
  if (!element) throw new Error('no offline line');
  return element;
}

describe('the line on a page read from its offline copy', () => {
  it('says, in English, when the copy was saved and that changes need a connection', () => {
    const marked = line(markOfflineCopy(page('en'), SAVED));
    expect(marked.textContent).toMatch(
      /^You are reading the copy saved on Nov 27, 2026, \d{1,2}:05\s?[AP]M: the connection did not answer\. Changes need a connection\.$/,
    );
    expect(marked.getAttribute('role')).toBe('status');
    expect(marked.dir).toBe('ltr');
  });

  it('speaks Arabic, right to left, on a page drawn in Arabic', () => {
    const marked = line(markOfflineCopy(page('ar'), SAVED));
    expect(marked.textContent).toContain('أنت تقرأ النسخة المحفوظة في');
    expect(marked.textContent).toContain('2026');
    expect(marked.lang).toBe('ar');
    expect(marked.dir).toBe('rtl');
  });

  it('comes before the page’s content, which stays as the server drew it', () => {
    const html = markOfflineCopy(page('en'), SAVED);
    expect(html.indexOf(OFFLINE_COPY_ID)).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('<div id="root"><h1>Olive Press</h1></div>');
  });

  it('is written once however often the copy is read', () => {
    const twice = markOfflineCopy(markOfflineCopy(page('en'), SAVED), SAVED);
    expect(twice.split(OFFLINE_COPY_ID)).toHaveLength(2);
  });

  it('leaves an answer that is no page as it is', () => {
    expect(markOfflineCopy('{"items":[]}', SAVED)).toBe('{"items":[]}');
  });
});
