// Chromium for the benchmarks, launched exactly as the browser journeys launch it.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

/**
 * Playwright's own signal handlers would close the browser and exit at once on Ctrl+C, racing
 * the caller's cleanup (stopping the server); the caller handles signals instead. Playwright
 * still kills the browser when the process exits.
 */
export async function launchChromium() {
  return chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}
