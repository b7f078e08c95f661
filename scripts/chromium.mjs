// Chromium as every browser run of the project launches it (FIELD-NOTES "Browser tests"):
// Debian's binary, overridable with CHROME_PATH; the networking flags keep it from flooding
// the closed network with refused connections.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium binary on this machine, or undefined when none is installed. */
export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path));
}
