// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Focused or skipped tests must never reach main: they silently shrink the suite. */
const noFocusedOrSkippedTests = {
  'no-restricted-properties': [
    'error',
    ...['describe', 'it', 'test'].flatMap((object) =>
      ['only', 'skip', 'todo'].map((property) => ({
        object,
        property,
        message: `${object}.${property} must not be committed: run a subset with vitest's -t or a file filter instead.`,
      })),
    ),
  ],
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'reports/**', '.data/**', '.tmp/**', 'coverage/**'],
  },
  js.configs.recommended,
  // The rules that need type information (recommendedTypeChecked's, no-floating-promises and
  // switch-exhaustiveness-check among them, tests and features included) run in oxlint on the native
  // TypeScript compiler (.oxlintrc.json, docs/adr/0056): here they cost three quarters of lint's CPU.
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'features/**/*.ts'],
    rules: {
      ...noFocusedOrSkippedTests,
      // Test doubles and assertion helpers read loosely-typed answers on purpose (.oxlintrc.json too).
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
