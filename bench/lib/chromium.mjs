// Chromium as the browser journeys launch it (FIELD-NOTES "Browser tests"): Debian's binary,
// overridable with CHROME_PATH; the networking flags keep it from flooding the closed network.
import { chromium } from '@playwright/test';

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

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * Playwright's own signal handlers would close the browser and exit at once on Ctrl+C, racing
 * the caller's cleanup (stopping the server); the caller handles signals instead. Playwright
 * still kills the browser when the process exits.
 */
export async function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}
