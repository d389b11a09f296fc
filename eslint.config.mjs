// One lint configuration for the whole workspace (`pnpm lint`, part of the test command): ESLint's and typescript-eslint's
// recommended rules with type information, React's hook rules and the JSX accessibility rules.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-*/',
      '.cache/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'supabase/.data/',
      'supabase/.local/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    rules: {
      // React ignores what an event handler returns: an async submit handler is how a form
      // waits for its records. Promises passed anywhere else are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // The site strips control characters from what visitors send on purpose (fitRecord, the
      // downloads, the generator's one-line texts); those patterns name them.
      'no-control-regex': 'off',
      // Testing Library's `act` around synchronous work (fake timers) has nothing to wait for.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      // A declaration-merging interface (`interface Assertion<T> extends Matchers<T> {}`) is empty by design.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // A `let` that a closure reads before its one assignment (a timer the closure clears).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `const { phone: _phone, ...rest } = row` leaves a key out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // `role="list"` on a list styled without bullets keeps it a list for VoiceOver, which
      // drops the role with `list-style: none`.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A scrolling `<pre>` (a generated script) must be reachable by keyboard to be scrolled
      // (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'] }],
    },
  },
  {
    // How the apps' code may reach other code: the router only through @salesiq/routing (one
    // shared, tree-shaken copy on the page), another app only through its exposed modules.
    files: ['*/src/**/*.ts', '*/src/**/*.tsx'],
    ignores: ['routing/src/**', '**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Import the router from @salesiq/routing.' })),
          patterns: [
            {
              regex: '(^|/)(shell|landing|industries|generator|guide)/src/',
              message: "Use the app's exposed modules (loadRemote) or a shared package, never its folder.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**'],
    rules: {
      // Test doubles stand in for async interfaces without having anything to await.
      '@typescript-eslint/require-await': 'off',
      // Asymmetric matchers (`expect.any(String)`, `expect.stringMatching(…)`) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // `expect(window.scrollTo).toHaveBeenCalled()` reads a mocked method without calling it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Plain JavaScript (the commands in scripts/, the stack's scripts): linted without type
    // information; tsc checks their types (checkJs).
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
