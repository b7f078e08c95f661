// Stands in for axios's fetch adapter (node_modules/axios/lib/adapters/fetch.js) in the browser
// builds (webpack.common.js): the apps' one client uses the XHR adapter, which axios picks first
// in a browser (its default order is xhr, http, fetch), so the fetch adapter and its helpers were
// bytes every signed-in page loaded and never ran (docs/decisions.md "Performance (issue 29)").
// Asking for `adapter: 'fetch'` would fail as on a platform without fetch.
export const getFetch = () => undefined;
export default undefined;
