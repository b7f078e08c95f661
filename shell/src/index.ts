// The async boundary of module federation: shared modules are negotiated before app code runs.
import('./bootstrap');
