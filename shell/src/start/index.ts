// wake.js: loads the app (main.js, named by this script's data-app) when the page needs it.
import { startWhenNeeded } from './wake';

const app = document.currentScript?.dataset['app'];
if (app) {
  startWhenNeeded(() => {
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  });
}
