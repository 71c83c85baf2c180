import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * Files that only start platforms of their own and call them (no env set, no module mocked, no
 * app module imported after changing its configuration): they share their worker's modules
 * (`isolate: false`), so the platform's import graph (oidc-provider, sharp, kysely, express…) is
 * loaded once per worker instead of once per file (decision 2031). A new file is isolated
 * unless it is added here.
 */
const SHARED_MODULES = [
  'tests/integration/platform-*.test.ts',
  'tests/integration/albums-api*.test.ts',
  'tests/integration/sharing-*.test.ts',
  'tests/integration/deletion-api.test.ts',
  'tests/integration/idp-register.test.ts',
  'tests/integration/upload-names.test.ts',
  'tests/integration/export-build.test.ts',
  'tests/integration/cluster.test.ts',
  'tests/integration/shared-state-processes.test.ts',
];

// Kept apart from vite.config.ts so Vitest loads neither the Remix plugin nor Playwright specs.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One fork per core: Vitest's default leaves one core idle, and most files wait on their own
    // servers and disk (2 cores: 147 s instead of 189 s for the whole run).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'platform/**/*.test.ts'],
          exclude: SHARED_MODULES,
        },
      },
      { extends: true, test: { name: 'shared', include: SHARED_MODULES, isolate: false } },
    ],
  },
});
