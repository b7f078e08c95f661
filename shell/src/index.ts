import { registerServiceWorker } from './offline/register';

// The async boundary of module federation: shared modules are negotiated before app code runs.
// The chunk's name lets the build preload it and what it uses (shell/start-preload-plugin.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// Pages read stay readable offline (issue 32): the service worker, once the first screen is up.
registerServiceWorker();
