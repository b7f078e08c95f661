// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const apps = ['shell', 'mfe-public', 'mfe-auth', 'mfe-owner', 'mfe-investor', 'mfe-admin', 'api'];

function routerImports(names) {
  const message = 'Import routing from @rowad/shared/routing: one router, trimmed (docs/decisions.md).';
  return names.map((name) => ({ name, message }));
}

/** docs/architecture.md "The shape": arrows go one way, into @rowad/shared, never between apps. */
function appPatterns(app) {
  const others = apps.filter((other) => other !== app);
  return [
    {
      group: others.flatMap((other) => [
        `../${other}/*`,
        `../../${other}/*`,
        `**/${other}/src/*`,
        `@rowad/${other}`,
      ]),
      message: 'An app never imports another app: share it through @rowad/shared or the federation contract.',
    },
    {
      group: ['**/shared/src/*', '../shared/*', '../../shared/*'],
      message: 'Import @rowad/shared through its package entries (@rowad/shared/ui, ...), never its files.',
    },
  ];
}

function boundariesOf(app) {
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: appPatterns(app) }] },
  };
}

// docs/conventions.md "Layout": a feature (`src/features/<name>/`) imports no other feature and nothing of
// its app's `src/app/` (the wiring imports the features, never the reverse); what two features
// share moves down into the app's own folders or @rowad/shared. ESLint matches the import as
// written, so the rule is stated per depth inside the feature: from `features/x/y/z.ts`, `../../w`
// is another feature while `../w` is still x.
const FEATURE_DEPTHS = 5;

function featureZonesOf(app) {
  return Array.from({ length: FEATURE_DEPTHS }, (_, depth) => {
    const toFeatures = '\\.\\./'.repeat(depth + 1);
    return {
      files: [`${app}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...appPatterns(app),
              {
                regex: `^${toFeatures}((?!\\.)|\\.\\./features(/|$))`,
                message:
                  "A feature imports no other feature: move what both need into the app's own folders or @rowad/shared.",
              },
              {
                regex: `^${toFeatures}\\.\\./app(/|$)`,
                message:
                  'A feature imports nothing of src/app/: the app wires the features, never the reverse.',
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.flatMap((app) => [`**/${app}/*`, `@rowad/${app}`]),
              message: '@rowad/shared imports nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
  ...apps.map(boundariesOf),
  ...apps.filter((app) => app !== 'api').flatMap(featureZonesOf),
  // Routing comes from @rowad/shared/routing only: react-router-dom is not a federation share
  // (it would ship whole), so a direct import would give an app a second router that the
  // shell's BrowserRouter does not drive. Tests may take MemoryRouter from react-router-dom.
  // typescript-eslint's copy of the rule, so the boundary rules above stay as they are.
  {
    files: ['{shell,mfe-*,shared}/src/**/*.{ts,tsx}'],
    // The server renderer is bundled for Node alone, with no federation: its StaticRouter and
    // matchRoutes come from the very react-router the facade re-exports there. The server's
    // matcher (@rowad/shared/page-match) is never bundled for the browser.
    ignores: ['shared/src/routing/**', 'shared/src/page-match/**', 'shell/src/server-render/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...routerImports(['react-router', 'react-router-dom']),
      ],
    },
  },
  {
    files: [
      '{shell,mfe-*,shared}/src/**/*.test.{ts,tsx}',
      '{shell,mfe-*}/src/testing.{ts,tsx}',
      'jest/**/*.{ts,tsx}',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', ...routerImports(['react-router'])] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
