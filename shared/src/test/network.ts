import { act } from '@testing-library/react';

/**
 * The browser's network as a test turns it off and on: `navigator.onLine` and the event the
 * browser fires with it. Test-only.
 */
export function goOffline(): void {
  setOnline(false);
}

export function goOnline(): void {
  setOnline(true);
}

function setOnline(online: boolean): void {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
