// Forms and the connection (issue 32): whether the browser is online, whether a failure was the
// connection's, and the notice a form shows by its submit button. Stateless (the state is the
// browser's): each app bundles what it imports, and the visitor's first page none of it.
export { useOnline } from './use-online';
export { useConnection } from './use-connection';
export { isConnectionFailure } from './connection-failure';
export { ConnectionNotice } from './connection-notice';
