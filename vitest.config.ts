import { defineConfig } from 'vitest/config';

const browserApps = ['shared', 'shell', 'mfe-public', 'mfe-auth', 'mfe-owner', 'mfe-investor', 'mfe-admin'];

// One run for every unit and API suite; each folder is its own project with its own environment.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      ...browserApps.map((dir) => ({
        extends: true as const,
        test: {
          name: dir,
          root: `./${dir}`,
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../vitest.setup-dom.ts'],
        },
      })),
      {
        extends: true as const,
        test: {
          name: 'api',
          root: './api',
          environment: 'node',
          globals: true,
          include: ['src/**/*.test.ts'],
          pool: 'forks',
        },
      },
      {
        extends: true as const,
        // The suites that touch the database, again on a fresh PostgreSQL database each.
        test: {
          name: 'api-postgres',
          root: './api',
          environment: 'node',
          globals: true,
          include: ['src/modules/**/*.test.ts', 'src/db/**/*.test.ts'],
          pool: 'forks',
          env: { TEST_DATABASE: 'postgres' },
        },
      },
    ],
  },
});
