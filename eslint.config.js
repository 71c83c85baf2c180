import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The import directions that must never exist (docs/architecture.md, "Rules"). Each block names
 * every rule its files keep, because a later block replaces an earlier one's list.
 */
const TO_PLATFORM = { group: ['**/platform', '**/platform/**'], message: 'app/ meets platform/ only over HTTP.' };
const TO_APP = { group: ['~/*', '**/app', '**/app/*'], message: 'platform/ stands in for the upstream services and never imports app/: share code through shared/.' };
const TO_APP_OR_PLATFORM = { group: ['~/*', '**/app', '**/app/*', '**/platform', '**/platform/*'], message: 'shared/ is imported by app/ and platform/ and imports neither.' };

/** One way to link (decision 1624): the app's Link, which is Remix's where it must be. */
const REMIX_LINK = { name: '@remix-run/react', importNames: ['Link'], message: "Use the app's Link (~/ui/Link): a plain anchor for the app's own paths (decision 1624)." };
const only = (...patterns) => ['error', { paths: [REMIX_LINK], patterns }];

/**
 * The features (one folder each under app/) and the features each may use. A feature never
 * imports one that is not listed here, so no two features lean on each other; `account` (the
 * signed-in shell and home page) sits on top and may use any.
 */
const FEATURES = {
  account: ['*'],
  albums: ['photos', 'selection', 'downloads'],
  photos: ['selection', 'downloads', 'orders', 'keyboard'],
  orders: ['address', 'selection'],
  settings: ['address', 'consent'],
  projects: ['invoices'],
  care: ['consent'],
  downloads: ['selection'],
  selection: [],
  address: [],
  invoices: [],
  widgets: [],
  confirmations: [],
  integration: [],
  keyboard: [],
  consent: [],
};
/** Shared folders: any feature may use them, and they use no feature. */
const SHARED = ['lib', 'library', 'ui', 'i18n', 'services', 'auth', 'styles', 'config.server', 'csp.server'];
/** The document's own modules (root.tsx, entry.*, routes.ts) import features, never the other way. */
const TO_DOCUMENT = { group: ['~/root', '~/entry.*', '~/routes'], message: 'root.tsx, entry.* and routes.ts sit above every feature: share what a feature needs through app/lib/.' };
const toFeatures = (names, why) => names.length === 0 ? [] : [{ group: names.flatMap((f) => [`~/${f}`, `~/${f}/**`]), message: why }];
const featureRules = Object.entries(FEATURES).map(([feature, uses]) => ({
  files: [`app/${feature}/**`],
  rules: {
    'no-restricted-imports': only(
      TO_PLATFORM,
      ...(uses.includes('*') ? [] : toFeatures(Object.keys(FEATURES).filter((f) => f !== feature && !uses.includes(f)), `app/${feature}/ may use the features ${uses.join(', ') || '(none)'} only (eslint.config.js FEATURES): move what both need into a shared folder or the lower feature.`)),
      TO_DOCUMENT,
    ),
  },
}));
/** lib/ is the bottom: it may use i18n and config, nothing else of the app. */
const LIB_ONLY = { group: ['~/ui', '~/ui/**', '~/services', '~/services/**', '~/auth', '~/auth/**'], message: 'lib/ is the bottom shared folder: ui/, services/ and auth/ build on it, not the other way.' };
const sharedRules = SHARED.map((folder) => ({
  files: [`app/${folder}/**`, `app/${folder}.*`],
  rules: {
    'no-restricted-imports': only(TO_PLATFORM, ...toFeatures(Object.keys(FEATURES), `app/${folder} is shared: it uses no feature folder.`), TO_DOCUMENT, ...(folder === 'lib' ? [LIB_ONLY] : [])),
  },
}));


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
      'no-restricted-imports': only(TO_PLATFORM),
      // date-fns's indexes load every function and locale it has: about a second each under Node 24 (decision 2676).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['date-fns', 'date-fns/locale'].map((name) => ({ name, allowTypeImports: true, message: `Import each function or locale from its own module ('date-fns/format', 'date-fns/locale/en-GB'): decision 2676.` })),
      ],
    },
  },
  ...featureRules,
  ...sharedRules,
  { files: ['platform/**'], rules: { 'no-restricted-imports': only(TO_APP) } },
  { files: ['shared/**'], rules: { 'no-restricted-imports': only(TO_APP_OR_PLATFORM) } },
  { files: ['app/ui/Link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['server.ts', 'server/**', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
