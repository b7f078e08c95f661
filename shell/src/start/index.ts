// wake.js: loads the app (main.js, named by this script's data-app) when the page needs it.
import { preloadScripts, startWhenNeeded } from './wake';

const wakeScript = document.currentScript;
const app = wakeScript?.dataset['app'];
if (app) {
  startWhenNeeded(() => {
    // The chunks the page's first route needs (data-scripts, written by the server), asked for
    // together with main.js rather than one after the other as main.js finds it needs them.
    preloadScripts(wakeScript?.dataset['scripts']?.split(' ').filter(Boolean) ?? []);
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  });
}
