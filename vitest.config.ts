import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * tests/platform/: files that only start platforms of their own and call them (no env set, no
 * module mocked, no app module imported after changing its configuration). They share their
 * worker's modules (`isolate: false`), so the platform's import graph (oidc-provider, sharp,
 * kysely, express…) is loaded once per worker instead of once per file (decision 2031). A test
 * that needs a fresh module graph goes anywhere else and is isolated.
 */
const SHARED_MODULES = ['tests/platform/**/*.test.ts'];

/**
 * tests/unit/ files share their worker's modules too, unless they change what a module may read
 * when it is imported or called by another file: the environment, a global, a spy, mocked
 * modules or timers (decision 2674). Those, found by their text, each get a fresh module graph.
 */
const CHANGES_THE_WORLD = /process\.env|globalThis|vi\.(mock|doMock|resetModules|spyOn|stubEnv|stubGlobal|useFakeTimers|setSystemTime)/;
const UNIT_DIR = new URL('./tests/unit/', import.meta.url);
const UNIT_FRESH = readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts') && CHANGES_THE_WORLD.test(readFileSync(new URL(name, UNIT_DIR), 'utf8')))
  .map((name) => `tests/unit/${name}`);

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
          include: [...UNIT_FRESH, 'tests/integration/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'shared', include: [...SHARED_MODULES, 'tests/unit/**/*.test.ts'], exclude: UNIT_FRESH, isolate: false },
      },
    ],
  },
});
