// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'public/', '.cache/', 'var/', 'content/.generated/', 'coverage/', 'playwright-report/', 'test-results/', 'bench/results/', 'server/db/migrations/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'skip', message: 'Every test must run.' },
        { object: 'describe', property: 'only', message: 'Every test must run.' },
        { object: 'it', property: 'skip', message: 'Every test must run.' },
        { object: 'it', property: 'only', message: 'Every test must run.' },
        { object: 'test', property: 'skip', message: 'Every test must run.' },
        { object: 'test', property: 'only', message: 'Every test must run.' },
        { object: 'it', property: 'todo', message: 'Every test must run.' },
        { object: 'test', property: 'todo', message: 'Every test must run.' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'gatsby-*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
