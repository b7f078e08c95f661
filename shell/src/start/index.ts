// wake.js: loads the app (main.js, named by this script's data-app) when the page needs it, and
// readies it while the visitor reads unless they save data (./wake.ts).
import { holdTaps } from '@rowad/shared/taps';
import { registerServiceWorker } from '../offline/register';
import { preloadScripts, savesData, startWhenNeeded } from './wake';

// A tap on a contact link of the drawn page is kept until the page can count it (issue 30).
holdTaps();

const wakeScript = document.currentScript;
const app = wakeScript?.dataset['app'];
if (app) {
  // The chunks the page's first route needs (data-scripts, written by the server).
  const scripts = wakeScript?.dataset['scripts']?.split(' ').filter(Boolean) ?? [];
  let appAdded = false;
  const addApp = () => {
    if (appAdded) return;
    appAdded = true;
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  };
  startWhenNeeded(
    () => {
      if (appAdded) return;
      // Asked for together with main.js rather than one after the other as main.js finds it needs them.
      preloadScripts(scripts);
      addApp();
    },
    document,
    { scripts: [...scripts, app], warm: addApp },
  );
}

// Pages read stay readable offline (issue 32): the service worker, once the first screen is up.
// A visitor who saves data gets it with the app, at their first interaction (../index.ts).
if (!savesData(document)) registerServiceWorker();
