import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { ADMIN_TOTP_SECRET } from './support/session';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = findChromium();
// Known to the journeys (they read the outbox) and wiped by the server script at each start.
export const E2E_DATA_DIR = join(tmpdir(), `rowad-e2e-${port}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

// The platform runs as `npm start` runs it (the built bundles behind the API server), on its
// own port and with a throwaway data folder, so a developer's running instance is untouched.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A guard against a journey that hangs, not a speed check (bench/ measures speed): the longest
  // journeys take 15-30 s on this two-core machine with two workers and the server on it.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Rowad's service worker keeps public answers stale-while-revalidate (issue 32): a journey that
    // writes then reads would see the kept answer first. Only the offline journeys allow it.
    serviceWorkers: 'block',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: 'admin@rowad.test',
      ADMIN_PASSWORD: 'admin-password-1',
      // Enrols the admin's second factor at start: support/session.ts computes its codes.
      ADMIN_TOTP_SECRET,
      // Every journey comes from one address (127.0.0.1): per-address limits meant for one person
      // would refuse the suite's own sign-ups. The API suites test the limits themselves.
      RATE_LIMITS: 'off',
      // The journeys' accounts are minutes old: none would count as a reporter, and none could put a
      // link in a comment, under the 24 hours new accounts wait (issue 31). The API suites test those.
      NEW_ACCOUNT_HOURS: '0',
    },
  },
});
