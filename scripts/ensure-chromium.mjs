// Makes sure a Chromium is there for the browser journeys, installing it when it is missing
// (FIELD-NOTES: Debian's package as root; Playwright's download elsewhere). Prints its path.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  console.log('Chromium is missing: installing it...');
  if (isRoot && hasApt) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } else {
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
}

const path = findChromium();
console.log(path ? `Chromium: ${path}` : 'Chromium: the one Playwright installed');
