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
  // Type information is most of lint's cost (about 45 of 65 s of CPU here), spent building the
  // programs whichever type-aware rules run; keeping it on tests and features adds about 9 s and
  // lets no-floating-promises catch an assertion or a page action that is never awaited.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the nearest tsconfig (web/tsconfig.json for the client).
        projectService: { allowDefaultProject: ['*.js', '*.cjs', '.ci/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Async functions that implement an async port often have nothing to await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'features/**/*.ts'],
    rules: {
      ...noFocusedOrSkippedTests,
      // Test doubles and assertion helpers read loosely-typed answers on purpose.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Plain JS config files: no type information, no TS-only rules.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
