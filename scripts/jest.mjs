// Runs Jest as this repository does, from any folder: the root config (jest.config.mjs), Node's
// ES module support for the code under test, and PostgreSQL up when an api-postgres suite runs.
// `node scripts/jest.mjs` runs every project but the cluster's, which needs the build
// (jest.config.mjs); a workspace's `npm test` passes its own `--selectProjects`; any other Jest
// argument passes through.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);

const selected = args.indexOf('--selectProjects');
const projects = selected === -1 ? null : args.slice(selected + 1).filter((a) => !a.startsWith('-'));
// The cluster suites start the built platform: only when asked for (jest.config.mjs).
const BUILT_PLATFORM_PROJECTS = ['cluster'];
if (!projects) args.push('--ignoreProjects', ...BUILT_PLATFORM_PROJECTS);
if (!projects || projects.includes('api-postgres')) {
  const { status } = spawnSync(process.execPath, [`${root}scripts/ensure-postgres.mjs`], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const { status, signal } = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    jest,
    '--config',
    `${root}jest.config.mjs`,
    ...args,
  ],
  { stdio: 'inherit', cwd: root },
);
process.exit(status ?? (signal ? 1 : 0));
