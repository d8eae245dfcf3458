// One lint config for the whole repository (ESLint flat config).
// typescript-eslint runs without type information on purpose: `tsc -b` already type-checks, and the
// untyped rules keep `npm run lint` fast and independent of the TypeScript compiler API (see docs/decisions/0003).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webImportBoundaries from './apps/web/eslint/import-boundaries.js';

/** An app never imports another app (by package name or by a path into its folder). */
const otherApps = (self) =>
  ['api', 'web', 'widget']
    .filter((app) => app !== self)
    .flatMap((app) => [
      {
        group: [`@leadchat/${app}`, `@leadchat/${app}/*`],
        message: 'Apps do not import each other; share code through @leadchat/contract.',
      },
      {
        regex: `(^|/)apps/${app}(/|$)|^(\\.\\./)+${app}/`,
        message: 'Apps do not import each other; share code through @leadchat/contract.',
      },
    ]);

const appBoundary = (self) => ({
  'no-restricted-imports': ['error', { patterns: otherApps(self) }],
});

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**',
      'data/**',
      '.data-test/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      'bench/results/**',
      'coverage/**',
      'apps/api/src/db/migrations/**',
      // Real small-business sites copied as the assistant's eval data (their own scripts, not this project's code).
      'apps/api/src/assistant/eval/corpus/sites/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
    },
  },

  // Browser code.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/widget/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // Import boundaries (ARCHITECTURE.md, "Import rules"): apps import @leadchat/contract; nothing imports an app.
  { files: ['apps/api/**/*.{ts,js,mjs}'], rules: appBoundary('api') },
  { files: ['apps/web/**/*.{ts,tsx,js,mjs}'], rules: appBoundary('web') },
  {
    // The web app's layers (decision 0116): lib/ and components/ never import a feature, a route or the router; a
    // feature never imports the app; a feature is reached from outside only through features/<name>/index.ts.
    // A rule of our own because it must resolve relative paths to know which feature they land in.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'leadchat-web': { rules: { 'import-boundaries': webImportBoundaries } } },
    rules: { 'leadchat-web/import-boundaries': 'error' },
  },
  { files: ['apps/widget/**/*.{ts,js,mjs}'], rules: appBoundary('widget') },
  {
    // The contract is shared by server and browser: it depends on zod and nothing else.
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\./)',
              message: 'packages/contract imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // The zod-free entry points (@leadchat/contract/color, …) are bundled by the widget and the public pages:
    // they import nothing, so no schema (and no zod) can come in through them (docs/decisions/0115).
    files: ['packages/contract/src/zod-free/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.',
              message: 'Files in packages/contract/src/zod-free import nothing (the widget bundles them).',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes parse input and call services; only services touch the database.
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...otherApps('api'),
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg'],
              message: 'Routes never touch the database: call a service.',
            },
            {
              regex: '^(\\.\\./)+db(/|$)',
              message: 'Routes never touch the database: call a service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services never see HTTP objects: they take plain options and throw AppError.
    files: ['apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...otherApps('api'),
            { group: ['hono', 'hono/*'], message: 'Services never see Hono objects: the route maps HTTP.' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures that need no other fixture must be declared as `async ({}, use) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Specs take `test` from the shared fixtures, which fail a test on any browser console error.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import { test, expect } from '../support/fixtures': it fails a test on browser console errors.",
            },
          ],
        },
      ],
    },
  },
);
