import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * tests/platform/: files that only start platforms of their own and call them (no env set, no
 * module mocked, no app module imported after changing its configuration). They share their
 * worker's modules (`isolate: false`), so the platform's import graph (oidc-provider, sharp,
 * kysely, express…) is loaded once per worker instead of once per file (decision 2031). A test
 * that needs a fresh module graph goes anywhere else and is isolated.
 */
const SHARED_MODULES = ['tests/platform/**/*.test.ts'];

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
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'shared', include: SHARED_MODULES, isolate: false } },
    ],
  },
});
