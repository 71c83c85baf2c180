import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

// Kept apart from vite.config.ts so Vitest loads neither the Remix plugin nor Playwright specs.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'platform/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One fork per core: Vitest's default leaves one core idle, and most files wait on their own
    // servers and disk (2 cores: 147 s instead of 189 s for the whole run).
    maxWorkers: availableParallelism(),
  },
});
