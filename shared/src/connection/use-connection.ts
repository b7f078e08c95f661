import { useState } from 'react';
import { useOnline } from './use-online';

/**
 * What a form that sends needs to know of the connection: whether the browser is online, and
 * whether its last send got no answer (`setLost(true)` when a call fails by the connection,
 * `isConnectionFailure`). `needsConnection` is when to show the ConnectionNotice. A lost send is
 * forgotten when the browser comes back online; the form clears it itself at its next send.
 */
export function useConnection() {
  const online = useOnline();
  const [lost, setLost] = useState(false);
  // Adjusted while drawing, as React advises for state that follows another value, not in an effect.
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (online) setLost(false);
  }
  return { online, lost, setLost, needsConnection: !online || lost };
}
