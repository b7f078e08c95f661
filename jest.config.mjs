// One Jest run for every unit, component and API suite: a project per app. A workspace's own
// `npm test` runs only its projects (`node ../scripts/jest.mjs --selectProjects <name>`).
//
// Each side runs as it runs in production:
// - the browser apps (jsdom) are compiled to CommonJS with the default-import interop that
//   webpack gives them in the build (`import styled from 'styled-components'`);
// - the API runs as real ES modules (Jest's ESM mode, `--experimental-vm-modules`, set by
//   scripts/jest.mjs), as Node runs it: it reads `import.meta.url`, and `jose` 6 ships ESM only,
//   so nothing is transformed away or mocked.
// ts-jest compiles each file on its own (`isolatedModules`): fast; `npm run typecheck` checks types.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./', import.meta.url));
const here = (file) => `${root}jest/${file}`;

const common = {
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // Sources import each other as `./x.js`, as Node's ESM resolution wants; the file is `x.ts`.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFilesAfterEnv: [here('expect-message.ts')],
  // A spy set in one test never leaks into the next.
  restoreMocks: true,
};

export const browserApps = [
  'shared',
  'shell',
  'mfe-public',
  'mfe-auth',
  'mfe-owner',
  'mfe-investor',
  'mfe-admin',
];

const browserProject = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: `${root}${dir}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: here('tsconfig.browser.json') }] },
  setupFiles: [here('dom-globals.ts')],
  setupFilesAfterEnv: [...common.setupFilesAfterEnv, here('dom-cleanup.ts')],
});

const apiProject = (displayName, database, testMatch = common.testMatch) => ({
  ...common,
  displayName,
  rootDir: `${root}api`,
  testEnvironment: 'node',
  testMatch,
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: here('tsconfig.node.json') }],
    // ESM-only packages that a CommonJS dependency `require`s: Node 20.19 loads them natively,
    // Jest's runtime cannot (before Node 24.9), so they are compiled to CommonJS for the test.
    '^.+\\.js$': ['ts-jest', { useESM: true, tsconfig: here('tsconfig.node-modules.json') }],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${REQUIRED_ESM_PACKAGES.join('|')})/).*/node_modules/`],
  setupFiles: [here(`use-${database}.ts`)],
});

/** ESM-only packages `require`d by a CommonJS dependency of the API (@fastify/static, light-my-request). */
const REQUIRED_ESM_PACKAGES = ['content-disposition', 'cookie'];

/** @type {import('jest').Config} */
export default {
  // Suites share no state (each API suite has its own database), so they run side by side.
  maxWorkers: 2,
  // An API test boots a real app on a fresh database (the demo seed draws a dozen pictures); on
  // two busy cores that can pass Jest's default 5 s. The limit stops a hang, it does not time a
  // call: speed is measured by bench/, never asserted by a test. (A global option in Jest.)
  testTimeout: 20_000,
  projects: [
    ...browserApps.map(browserProject),
    apiProject('api', 'sqlite'),
    // The suites that touch the database, again, each on a fresh PostgreSQL database.
    apiProject('api-postgres', 'postgres', [
      '<rootDir>/src/modules/**/*.test.ts',
      '<rootDir>/src/db/**/*.test.ts',
      '<rootDir>/src/mail/**/*.test.ts',
      '<rootDir>/src/backup/**/*.test.ts',
    ]),
    // The repository's own tooling (lint rules), plain ES modules run as Node runs them.
    {
      displayName: 'tooling',
      rootDir: root,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/**/*.test.mjs'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/scripts/cluster/'],
      transform: {},
    },
    // Several API processes behind nginx (issue 26). They run the build, so scripts/jest.mjs leaves
    // them out unless asked (`--selectProjects cluster`); `npm test` runs them after its Build step.
    {
      displayName: 'cluster',
      rootDir: root,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/cluster/**/*.test.mjs'],
      transform: {},
    },
  ],
};
