// One lint configuration for the whole workspace (README "Tests"): ESLint's and typescript-eslint's
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
    files: ['**/*.tsx', '**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // Plain JavaScript (the commands in scripts/, the stack's scripts): linted without type
    // information; tsc checks their types (checkJs).
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
