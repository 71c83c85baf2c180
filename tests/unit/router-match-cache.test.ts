import { createRequire } from 'node:module';
import type * as Router from '@remix-run/router';
import { describe, expect, it } from 'vitest';

/**
 * patches/@remix-run+router+*.patch (docs/decisions/1601-router-match-cache.md): matchRoutes
 * flattens and ranks a routes array once, and keeps the matches of each pathname (bounded). Both builds are patched: the CommonJS one the server
 * runtime loads and the ES module one the client bundle uses. The UMD build is left as
 * published and serves as the reference for "the same matches as before".
 */
const require = createRequire(import.meta.url);
type RouterModule = typeof Router;
const builds: [string, RouterModule][] = [
  ['router.cjs.js (server)', require('@remix-run/router/dist/router.cjs.js') as RouterModule],
  ['router.js (client)', (await import('@remix-run/router/dist/router.js')) as unknown as RouterModule],
];
const reference = require('@remix-run/router/dist/router.umd.js') as RouterModule;

type Route = Router.AgnosticRouteObject & { children?: Route[] };

/** A tree shaped like Keepsake's: a pathless layout, index routes, params, optional segments, a splat. */
function routes(): Route[] {
  return [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'home', index: true },
        { id: 'orders', path: 'orders', children: [{ id: 'orders-index', index: true }, { id: 'order', path: ':code' }] },
        {
          id: 'layout',
          children: [
            { id: 'photos', path: 'my-photos/photos', children: [{ id: 'upload', path: 'upload' }, { id: 'page', path: 'page' }] },
            { id: 'album', path: 'my-photos/albums/:id', children: [{ id: 'album-copy', path: 'copy' }] },
            { id: 'albums-new', path: '/my-photos/albums/new' },
          ],
        },
        { id: 'preview', path: 'my-photos/photos/preview/:id' },
        { id: 'about', path: ':lang?/about' },
        { id: 'case', path: 'CaseSensitive', caseSensitive: true },
        { id: 'splat', path: '*' },
      ],
    },
  ];
}

const PATHS = [
  '/', '/orders', '/orders/', '/orders/KS-1', '/my-photos/photos', '/my-photos/photos/upload', '/my-photos/photos/page',
  '/my-photos/photos/preview/abc', '/my-photos/albums/new', '/my-photos/albums/42', '/my-photos/albums/42/copy', '/about',
  '/en/about', '/CaseSensitive', '/casesensitive', '/nowhere/at/all', '/my%20photos', '/orders/KS%2F1',
];

const ids = (matches: Router.AgnosticRouteMatch[] | null) => matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname }));

/** Routes whose `children` reads are counted: flattening reads them, matching a flattened tree does not. */
function countingRoutes(): { routes: Route[]; reads: () => number } {
  let reads = 0;
  const tree = routes();
  const root = tree[0]!;
  const children = root.children;
  Object.defineProperty(root, 'children', { get: () => ((reads += 1), children), enumerable: true });
  return { routes: tree, reads: () => reads };
}

describe.each(builds)('patched @remix-run/router, %s', (_name, router) => {
  it('matches every path exactly as the published router does', () => {
    const tree = routes();
    for (const path of PATHS) {
      expect(ids(router.matchRoutes(tree, path)), path).toEqual(ids(reference.matchRoutes(routes(), path)));
      expect(ids(router.matchRoutes(tree, path, '/base')), `${path} under a basename`).toEqual(ids(reference.matchRoutes(routes(), path, '/base')));
    }
  });

  it('returns equal matches the second time without flattening the routes again', () => {
    const { routes: tree, reads } = countingRoutes();
    const first = ids(router.matchRoutes(tree, '/my-photos/albums/42/copy'));
    const afterFirst = reads();
    const second = ids(router.matchRoutes(tree, '/my-photos/albums/42/copy'));
    const other = ids(router.matchRoutes(tree, '/orders/KS-1'));
    expect(afterFirst).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(other?.map((m) => m.id)).toEqual(['root', 'orders', 'order']);
    expect(reads()).toBe(afterFirst);
  });

  it('hands out a copy of a known answer: what one caller changes, the next does not see', () => {
    const tree = routes();
    const first = router.matchRoutes(tree, '/my-photos/albums/42/copy')!;
    (first[1]!.params as Record<string, string>).id = 'changed';
    first.pop();
    const second = router.matchRoutes(tree, '/my-photos/albums/42/copy')!;
    expect(second).not.toBe(first);
    expect(ids(second)).toEqual(ids(reference.matchRoutes(routes(), '/my-photos/albums/42/copy')));
    // The same for a path that matches nothing, and for many more paths than are kept.
    expect(router.matchRoutes([{ id: 'only', path: 'only' }], '/other')).toBeNull();
    expect(router.matchRoutes([{ id: 'only', path: 'only' }], '/other')).toBeNull();
    for (let i = 0; i < 2_500; i += 1) expect(router.matchRoutes(tree, `/orders/KS-${i}`)?.[2]?.params.code).toBe(`KS-${i}`);
    expect(ids(router.matchRoutes(tree, '/orders/KS-7'))).toEqual(ids(reference.matchRoutes(routes(), '/orders/KS-7')));
  });

  it('flattens a different routes array of its own', () => {
    const one = countingRoutes();
    const two = countingRoutes();
    router.matchRoutes(one.routes, '/orders');
    router.matchRoutes(two.routes, '/orders');
    expect(one.reads()).toBeGreaterThan(0);
    expect(two.reads()).toBeGreaterThan(0);
  });

  it('sees routes patched in (lazy route discovery adds children in place)', () => {
    const history = router.createMemoryHistory({ initialEntries: ['/'] });
    const r = router.createRouter({ routes: [{ id: 'root', path: '/', children: [{ id: 'home', index: true }] }], history });
    expect(router.matchRoutes(r.routes, '/late')?.map((m) => m.route.id)).toEqual(undefined);
    r.patchRoutes('root', [{ id: 'late', path: 'late' }]);
    expect(router.matchRoutes(r.routes, '/late')?.map((m) => m.route.id)).toEqual(['root', 'late']);
    r.dispose();
  });
});
