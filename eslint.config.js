import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['build/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/.data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/platform/**'], message: 'app/ meets platform/ only over HTTP.' }] }],
    },
  },
  {
    files: ['platform/**', 'server.ts', 'server/**', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
