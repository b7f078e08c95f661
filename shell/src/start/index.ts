// wake.js: loads the app (main.js, named by this script's data-app) when the page needs it.
import { startWhenNeeded } from './wake';

const app = document.currentScript?.dataset['app'];
if (app) {
  startWhenNeeded(() => {
    // The app's scripts were only prefetched, at the lowest priority: now they are wanted at once.
    for (const prefetched of document.querySelectorAll<HTMLLinkElement>(
      'link[rel="prefetch"][as="script"]',
    )) {
      const preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'script';
      preload.href = prefetched.href;
      document.head.append(preload);
    }
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  });
}
