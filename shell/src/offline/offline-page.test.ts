import { screen } from '@testing-library/react';
import { pageTitle, showOfflinePage } from './offline-page';

// The offline page's own markup (./offline.html): the parts its script fills in.
function offlinePage() {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.body.innerHTML = `
    <header><span data-text="brand">Rowad</span></header>
    <main>
      <h1 data-text="title">You are offline</h1>
      <p data-text="lead">This page was not read on this device before, so no copy of it is kept here.</p>
      <h2 id="saved-heading" data-text="available">Pages you can read offline</h2>
      <ul id="saved-pages" aria-labelledby="saved-heading"></ul>
      <p id="nothing-saved" data-text="nothingAvailable" hidden>No page is saved on this device yet.</p>
      <button type="button" id="try-again" data-text="tryAgain">Try again</button>
    </main>`;
}

describe("Rowad's offline page", () => {
  afterEach(() => localStorage.clear());

  it('speaks the language the reader chose in the app, right to left in Arabic', async () => {
    localStorage.setItem('language', 'ar');
    offlinePage();
    await showOfflinePage(document, undefined);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('أنت غير متصل · رواد');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('أنت غير متصل');
    expect(screen.getByRole('button').textContent).toBe('حاول مرة أخرى');
  });

  it('says so when no page is kept yet, instead of an empty list', async () => {
    offlinePage();
    await showOfflinePage(document, undefined);
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText(/^No page is saved on this device yet\./).hidden).toBe(false);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('names a kept page by its title, without the brand after it', () => {
    expect(pageTitle('Hebron Code Lab · Rowad')).toBe('Hebron Code Lab');
    expect(pageTitle('المشاريع · رواد')).toBe('المشاريع');
    expect(pageTitle(' Rowad ')).toBe('Rowad');
  });
});
