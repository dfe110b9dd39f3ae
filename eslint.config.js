// @ts-check
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** DESIGN.md §1: the web app talks to the server only through HTTP and the contract package. */
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
);
