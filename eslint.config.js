// One lint config for the whole repository. Formatting is Prettier's job (eslint-config-prettier
// turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      '.tools/**',
      'contracts/src/generated/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['{api,core,workers,contracts}/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: globals.node },
    // Servers log through pino, with request and correlation ids.
    rules: { 'no-console': 'error' },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'tests/**',
      'contracts/scripts/**',
      'eslint.config.js',
      'vitest.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  prettier,
);
