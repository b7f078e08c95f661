// wake.js: loads the app (main.js, named by this script's data-app) when the page needs it.
import { linkScripts, prefetchAfterLoad, startWhenNeeded } from './wake';

const wakeScript = document.currentScript;
const app = wakeScript?.dataset['app'];
if (app) {
  // main.js and the chunks the page's first route needs (data-scripts, written by the server).
  const scripts = [app, ...(wakeScript?.dataset['scripts']?.split(' ').filter(Boolean) ?? [])];
  let started = false;
  prefetchAfterLoad(scripts, () => started);
  startWhenNeeded(() => {
    started = true;
    // Wanted at once now: preloaded together, rather than one after the other as main.js asks.
    linkScripts('preload', scripts.slice(1));
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  });
}
