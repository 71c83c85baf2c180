import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  build: { target: 'es2020', cssTarget: ['chrome80', 'firefox74', 'safari13'], minify: 'terser', terserOptions: { compress: { passes: 2 } } },
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
  ],
});
