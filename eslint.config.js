// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app talks to the server only through HTTP and the contract package. */
const webForbidden = [
  { group: ['@lisan/db', '@lisan/db/*'], message: 'The web app cannot import the database package.' },
  {
    group: ['@lisan/judge', '@lisan/judge/*'],
    message: 'The web app cannot import the judge; call the API.',
  },
  {
    group: ['@lisan/arabic', '@lisan/arabic/*'],
    message: 'The web app cannot import the Arabic engine; call the API.',
  },
  {
    group: ['@lisan/server', '**/apps/server/**', '../../server/**'],
    message: 'The web app cannot import the server.',
  },
];

/**
 * Import boundaries (docs/architecture.md). A web feature (`apps/web/src/features/<name>/`) and a server module
 * (`apps/server/src/modules/<name>/`) show the rest of the app one file, their `index.ts`; what is not exported
 * there is theirs to change. Relative paths climb a fixed number of levels from each depth, so each depth gets its
 * own pattern: from `features/a/components/x.tsx`, `../../b` is feature b's index and `../../b/api` its insides.
 */
const DEPTHS = [0, 1, 2, 3];
const up = (levels) => `(?:\\.\\./){${levels}}`;

/** The rule for a file `depth` folders below its feature/module folder, plus the rules every such file has. */
const webFeatureFiles = (depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...webForbidden,
          {
            regex: `^${up(depth + 1)}(?!\\.\\.)[^/]+/`,
            message:
              "Another feature's insides: import what its index.ts exports (add it there if it is missing).",
          },
        ],
      },
    ],
  },
});

const serverModuleFiles = (depth) => ({
  files: [`apps/server/src/modules/*/${'*/'.repeat(depth)}*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^${up(depth + 1)}(?!\\.\\.)[^/]+/(?!index\\.js$)`,
            message:
              "Another module's insides: import what its index.ts exports (add it there if it is missing).",
          },
          serverOutsideModules,
        ],
      },
    ],
  },
});

/** From anywhere else in the server (app.ts, plugins, lib, tests), a module is reached through its index.ts only. */
const serverOutsideModules = {
  regex: '(?:^|/)modules/[^/]+/(?!index\\.js$)',
  message: "A module's insides: import what its index.ts exports (add it there if it is missing).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/db/migrations/**',
      'packages/arabic/generated/**',
      'e2e/.artifacts/**',
      'bench/.results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webForbidden }],
      // UI text comes from the locale files; a literal string in JSX is a sentence someone forgot to translate.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
  {
    // The sandbox's payment widget runs in the shopper's browser, not in the server.
    files: ['apps/server/src/modules/billing/sandbox/widget/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Shared UI, layout and helpers sit below the features: a feature's piece is passed in by the app instead.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webForbidden,
            {
              regex: '(?:^|/)features(?:/|$)',
              message: 'Components, layout and lib cannot import features; let the app pass the piece in.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app shell, its pages and the prerenderer use a feature through its index.ts like any other feature does.
    files: [
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/prerender/**/*.{ts,tsx}',
      'apps/web/src/main.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webForbidden,
            {
              regex: '(?:^|/)features/[^/]+/',
              message:
                "A feature's insides: import what its index.ts exports (add it there if it is missing).",
            },
          ],
        },
      ],
    },
  },
  ...DEPTHS.map(webFeatureFiles),
  {
    // The one exception: offline practice judges on the device with the same judge, built for the browser and
    // loaded lazily (ADR 0026). Only this module may import it, and only its browser entry.
    files: ['apps/web/src/features/offline/device-judge.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webForbidden.filter(
              (rule) => !rule.group?.some((name) => /^@lisan\/(judge|arabic)$/.test(name)),
            ),
            {
              regex: '^@lisan/arabic(?!/device(-corpus\\.json\\?url)?$)',
              message:
                "The device judge reads the Arabic engine's browser entry (@lisan/arabic/device) only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOutsideModules] }] },
  },
  {
    // The list of every module's routes, one level above them.
    files: ['apps/server/src/modules/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...serverOutsideModules, regex: '^\\./[^/]+/(?!index\\.js$)' }] },
      ],
    },
  },
  ...DEPTHS.map(serverModuleFiles),
  {
    // The database package and the Arabic engine sit below the server; they never reach up into it.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@lisan/server', '**/apps/**'], message: 'Packages cannot import the apps.' }],
        },
      ],
    },
  },
  {
    // No import cycles anywhere: a module that needs another's insides, and is needed by it, is one module or
    // two with a third below them. Type-only imports are not counted (they vanish from the built code).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.tools.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
