import js from '@eslint/js';
import globals from 'globals';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-stock/',
      '.ablation-builds/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      // The examples' runtime folder of older builds, which a clone may still hold.
      '.generated/',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: {react, 'react-hooks': reactHooks},
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
    },
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/prop-types': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    // Bundler loaders, which Rspack requires as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Theme overrides use a component or the session through its entry
    // (`@site/src/components/X`, `@site/src/session`), never its internals.
    files: ['src/theme/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@site/src/components/[^/]+/.+',
              message: 'Import the component from its folder (its index), not its internals.',
            },
            {
              regex: '^@site/src/session/.+',
              message: "Import the session from '@site/src/session'.",
            },
            {
              regex: '^(\\.\\./)+(components|session)/',
              message: 'Use the @site/src/... entry of the component or the session.',
            },
          ],
        },
      ],
    },
  },
);
