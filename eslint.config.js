// Lint rules that keep the layout of ARCHITECTURE.md honest: import boundaries between
// workspaces and features, no import cycles, and logical (RTL-safe) Tailwind utilities only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { physicalTailwindRule } from './scripts/eslint/physical-tailwind.js';
import { apiLayers } from './scripts/eslint/api-layers.js';

const webFeatures = 'apps/web/src/features';
const featureNames = readdirSync(new URL(`./${webFeatures}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/contracts/tsconfig.json',
            'packages/career/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: './apps', message: 'Contracts are shared: they import only zod.' },
            {
              target: './packages/career',
              from: './apps',
              message: 'The career engine is a library: it never imports an app.',
            },
            { target: './apps/web', from: './apps/api', message: 'The web app never imports the API.' },
            { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: `./${webFeatures}`,
              message: 'Shared code does not import features.',
            },
            // A feature never imports another feature: app/routes composes them.
            ...featureNames.map((feature) => ({
              target: `./${webFeatures}/${feature}`,
              from: `./${webFeatures}`,
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in app/routes.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'Contracts import only zod.' }] },
      ],
    },
  },
  {
    // The CV engine is framework-free (issue 19): the API wraps it in routes and repositories.
    files: ['packages/career/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|@fastify/.*|fastify-.*|drizzle-orm(/.*)?|drizzle-kit|pg|@electric-sql/.*|#src/.*)$',
              message: 'The career engine is framework-free: no Fastify, no Drizzle, no database, no API code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/e2e/**', 'apps/web/*.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'no-physical-tailwind': physicalTailwindRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/no-physical-tailwind': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'fastify', 'node:*'],
              message: 'The web app never imports server code.',
            },
          ],
        },
      ],
    },
  },
  // Type-aware rules (issue 22). Each file is checked with the types of its workspace's tsconfig
  // (the project service finds the nearest one; scripts/ has its own). Chosen because each has
  // caught, or would catch, a real bug here and costs few false positives:
  // - no-floating-promises, no-misused-promises, await-thenable, return-await (in try/catch):
  //   a promise nobody awaits loses its rejection (no toast, an unhandled rejection in Node);
  //   `onSubmit={form.handleSubmit(save)}` hands React a promise it drops.
  // - no-non-null-assertion: `x!` turns "not found" into a TypeError far from the cause; narrow
  //   instead, or use `defined(x, 'what')` (tests), which names what was missing.
  // - no-unnecessary-type-assertion, no-misused-spread, switch-exhaustiveness-check (a new union
  //   member must be handled wherever the union is switched on), only-throw-error and
  //   prefer-promise-reject-errors (callers and toasts read `error.message`).
  // Left out: require-await (Fastify plugins and handlers are async by contract: ~100 false
  // positives), no-unnecessary-condition (~140 hits, mostly guards that noUncheckedIndexedAccess
  // or untyped JSON make useful), unbound-method (vi.fn() mocks), no-base-to-string.
  {
    files: ['**/*.{ts,tsx}', 'scripts/**/*.{js,mjs}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files no workspace tsconfig includes from their own folder.
          allowDefaultProject: ['vitest.config.ts', 'apps/web/playwright.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-misused-spread': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      // passing on a rejection whose reason is `unknown` (a caught error) is fine
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  // the API's layers (decision 010): SQL in repositories, routes through services, the alias
  ...apiLayers,
);
