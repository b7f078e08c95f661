import { useSyncExternalStore } from 'react';

// The browser's own word on the connection: `navigator.onLine` and its 'online' and 'offline'
// events. It says false only when the device has no network at all; a signal that is there but
// carries nothing still reads as online, which is why a failed call is read too
// (`isConnectionFailure`).
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

// Drawn on the server, a page assumes a connection: the browser that receives it has one.
const onServer = () => true;

/** Whether the browser has a network now; the component draws again when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
