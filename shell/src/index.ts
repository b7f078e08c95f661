// The async boundary of module federation: shared modules are negotiated before app code runs.
// The chunk's name lets the build preload it and what it uses (shell/start-preload-plugin.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
