// ESLint for the whole workspace (flat config). typescript-eslint's strict set
// without type information (type-aware linting would double CI time on two
// cores; `tsc` already type-checks every package), React's hooks rules for the
// web apps, and a few rules that catch real mistakes.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = ['host', 'remote-highlights', 'remote-reports', 'remote-settings', 'shared-ui', 'shared-api'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    '**/.cache/',
    '.data/',
    '**/test-results/',
    '**/playwright-report/',
    '**/*.generated.*',
  ]),
  js.configs.recommended,
  tseslint.configs.strict,
  tseslint.configs.stylistic,
  {
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
      'prefer-const': 'error',
      'object-shorthand': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Types and interfaces are both fine; the contract uses `type X = Static<...>`.
      '@typescript-eslint/consistent-type-definitions': 'off',
      // With noUncheckedIndexedAccess, `rows[0]!` after a length check and
      // `getElementById('root')!` are the honest way to state what is known.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // T[] and Array<T> are both clear; which one reads better depends on T.
      '@typescript-eslint/array-type': 'off',
    },
  },
  // Node: scripts, tooling, the API, e2e and config files.
  {
    files: ['scripts/**', 'tooling/**', 'api/**', 'e2e/**', '**/*.config.{js,mjs,cjs,ts}', '*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  // CommonJS files (webpack and jest configuration).
  {
    files: ['**/*.cjs', 'tooling/**/*.js', '**/webpack.config.js', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser code with React.
  {
    files: WEB.map((dir) => `${dir}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended],
  },
  // Tests and their setup run in jsdom under jest and stub browser APIs with empty functions.
  {
    files: ['**/*.test.{ts,tsx}', '**/jest.setup.{ts,js}', '**/setupTests.{ts,js}', 'tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
    // Setup files install node's TextEncoder etc. as globals on purpose.
    rules: { '@typescript-eslint/no-empty-function': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
]);
