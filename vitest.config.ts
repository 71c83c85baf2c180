import { defineConfig } from 'vitest/config';
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
  },
});
