import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The import directions that must never exist (docs/architecture.md, Layering). Each block names
 * every rule its files keep, because a later block replaces an earlier one's list.
 */
const TO_PLATFORM = { group: ['**/platform', '**/platform/**'], message: 'app/ meets platform/ only over HTTP.' };
const TO_ROUTES = { group: ['~/routes', '~/routes/*', '../routes/*', '../../routes/*'], message: 'A route uses its feature folder, never the other way: move what both need into the feature.' };
const TO_FEATURES = {
  group: ['~/*', '!~/lib', '!~/services', '!~/config.server', '../*', '!../..', '!../lib', '!../config.server'],
  message: 'services/ is the door to the upstreams: it may use lib/ and config, never a feature folder.',
};
const TO_APP = { group: ['~/*', '**/app', '**/app/*'], message: 'platform/ stands in for the upstream services and never imports app/: share code through shared/.' };
const TO_APP_OR_PLATFORM = { group: ['~/*', '**/app', '**/app/*', '**/platform', '**/platform/*'], message: 'shared/ is imported by app/ and platform/ and imports neither.' };
/** One way to link (decision 1624): the app's Link, which is Remix's where it must be. */
const REMIX_LINK = { name: '@remix-run/react', importNames: ['Link'], message: "Use the app's Link (~/ui/Link): a plain anchor for the app's own paths (decision 1624)." };
const only = (...patterns) => ['error', { paths: [REMIX_LINK], patterns }];

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
      'no-restricted-imports': only(TO_PLATFORM, TO_ROUTES),
    },
  },
  { files: ['app/routes/**', 'app/root.tsx', 'app/entry.*'], rules: { 'no-restricted-imports': only(TO_PLATFORM) } },
  { files: ['app/services/**'], rules: { 'no-restricted-imports': only(TO_PLATFORM, TO_FEATURES) } },
  { files: ['platform/**'], rules: { 'no-restricted-imports': only(TO_APP) } },
  { files: ['shared/**'], rules: { 'no-restricted-imports': only(TO_APP_OR_PLATFORM) } },
  { files: ['app/ui/Link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['server.ts', 'server/**', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
