import { loadedHere } from './register';

/** A window as the page sees it after load: its address and the files it fetched. */
function pageAt(href: string, fetched: string[]): Window {
  const { origin } = new URL(href);
  return {
    location: { href, origin },
    performance: { getEntriesByType: () => fetched.map((name) => ({ name })) },
  } as unknown as Window;
}

describe('what the first page asks the worker to keep', () => {
  it('is the page, then each of its own files once; never another origin’s', () => {
    const page = pageAt('https://rowad.example/allprojects?q=olive', [
      'https://rowad.example/wake.js',
      'https://rowad.example/uploads/projects/7-320.webp',
      'https://cdn.example/mfe-public/v2/remoteEntry.js',
      'https://rowad.example/wake.js',
      'not a url',
    ]);
    expect(loadedHere(page)).toEqual([
      'https://rowad.example/allprojects?q=olive',
      'https://rowad.example/wake.js',
      'https://rowad.example/uploads/projects/7-320.webp',
    ]);
  });
});
