import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const APP_LINK = fileURLToPath(new URL('./app/ui/Link', import.meta.url));

/**
 * The app's Link is Remix's in the browser (decision 1624): there its module resolves to
 * @remix-run/react itself, so the browser's bundle is what it was with Remix's Link (no chunk
 * that only re-exports it). The server's build keeps app/ui/Link.tsx.
 */
const browserLink: Plugin = {
  name: 'keepsake-browser-link',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (options?.ssr || source.replace(/\.tsx$/, '') !== APP_LINK) return null;
    return this.resolve('@remix-run/react', importer, { ...options, skipSelf: true });
  },
};

/**
 * The browser's files precompressed next to themselves (brotli and gzip at their best levels,
 * which a response compressed on the fly cannot afford): server/app.ts serves the one the
 * browser accepts (decision 2410). The server's build needs none.
 */
const precompressed: Plugin = {
  ...compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json)$/, threshold: 1024, logLevel: 'silent' }),
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
};

/** What every page's scripts start with: React and Remix (with React Router and its stream decoder). */
const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|turbo-stream|@remix-run\/[^/]+)\//;

/** The icon components and IconText (see manualChunks). */
const ICONS = /\/app\/ui\/(icons|IconText)\.tsx$/;

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  build: {
    target: 'es2020',
    rollupOptions: {
      output: {
        // Fewer script files on a first visit (decision 2450): chunks under 3 kB merged into others where
        // that runs no other module's code, and React and Remix, which every page loads, in a chunk of
        // their own that nothing is merged into (Rollup merges automatic chunks only).
        experimentalMinChunkSize: 3_000,
        // The icons and their buttons' insides, shared by most pages, are a chunk of their own: merged by
        // size into whichever chunk shares them, they made the photos page load the viewer's code.
        manualChunks: (id) => (VENDOR.test(id) ? 'vendor' : ICONS.test(id) ? 'icons' : undefined),
      },
    },
    cssTarget: ['chrome80', 'firefox74', 'safari13'],
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
  plugins: [
    browserLink,
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    precompressed,
  ],
});
