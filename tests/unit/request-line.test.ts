import { createRequire } from 'node:module';
import type * as Router from '@remix-run/router';
import type { RouteConfigEntry } from '@remix-run/route-config';
import { describe, expect, it } from 'vitest';
import routeConfig from '../../app/routes';
import { appBodyKind } from '../../server/app';
import { requestPath } from '../../shared/request-line';

/**
 * Decision 2470: a body is held to the upload limit only where Remix runs an upload
 * route's action. The route table is app/routes.ts, matched by the router build the server
 * runtime loads, the way @remix-run/server-runtime picks the action: the path of
 * `new URL(origin + target)` (a single-fetch `.data` suffix dropped), then the route `?_data=`
 * names among the matches, else the deepest match.
 */
const require = createRequire(import.meta.url);
const { matchRoutes } = require('@remix-run/router/dist/router.cjs.js') as typeof Router;

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
const routeId = (e: RouteConfigEntry) => e.id ?? e.file.replace(/\.[jt]sx?$/, '');
const toRoutes = (entries: RouteConfigEntry[]): Route[] =>
  entries.map((e) => ({ id: routeId(e), path: e.path, index: e.index, caseSensitive: e.caseSensitive, children: e.children && toRoutes(e.children) }));
const tree = [{ id: 'root', path: '', children: toRoutes(routeConfig as RouteConfigEntry[]) }] as Router.AgnosticRouteObject[];

/** Every route of the table with its full path. */
function flatten(entries: RouteConfigEntry[], parent = ''): { id: string; path: string }[] {
  return entries.flatMap((e) => {
    const own = [parent, e.path ?? ''].filter(Boolean).join('/');
    return [{ id: routeId(e), path: `/${own}` }, ...flatten(e.children ?? [], own)];
  });
}
const UPLOAD_ROUTES = flatten(routeConfig as RouteConfigEntry[]).filter((r) => /\.upload(\.file)?$/.test(r.id));

/** The route whose action Remix runs for a POST to `target`. */
function actionRoute(target: string): string | undefined {
  const url = new URL(`http://localhost${target}`);
  const matches = matchRoutes(tree, url.pathname.replace(/\.data$/, ''));
  if (!matches) return undefined;
  const named = url.searchParams.get('_data');
  return (named === null ? matches[matches.length - 1] : matches.find((m) => m.route.id === named))?.route.id;
}

describe('requestPath (shared/request-line.ts)', () => {
  it.each([
    ['/', '/'],
    ['/settings/', '/settings/'],
    ['/my-photos/photos?sort=asc&x=/upload', '/my-photos/photos'],
    ['/cookies%23/upload', '/cookies%23/upload'],
    ['/cookies;x/upload', '/cookies;x/upload'],
    ['/my-photos/albums/a%2Fb/upload', '/my-photos/albums/a%2Fb/upload'],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
  ])('lets %s through as %s', (target, path) => {
    expect(requestPath(target)).toBe(path);
    expect(new URL(`http://localhost${target}`).pathname).toBe(path);
  });

  it.each([
    '/cookies#/upload',
    '/my-photos/photos?x=1#/upload',
    'http://localhost/cookies',
    'https://evil.example/my-photos/photos/upload',
    'localhost:3000',
    '*',
    'cookies',
    '//upload',
    '/cookies//upload',
    '/cookies/../my-photos/photos/upload',
    '/cookies/./x',
    '/cookies/..',
    '/cookies/%2e%2e/my-photos/photos/upload',
    '/cookies/%2E/x',
    '/cookies/.%2e/x',
    '/cookies\\..\\my-photos/photos/upload',
    '/a"b',
    '/a<b>',
    '/a{b}',
    '/a`b',
    '/a b',
    '/a\tb',
    '/a\u0000b',
    '/a\u007fb',
    '/caf\u00e9',
    '/%E0%A4%A',
    '/settings/%',
    '/settings/%zz',
  ])('refuses %j', (target) => {
    expect(requestPath(target)).toBeNull();
  });
});

describe('appBodyKind (server/app.ts) against the route table', () => {
  it('finds the four upload routes in the table', () => {
    expect(UPLOAD_ROUTES.map((r) => r.path).sort()).toEqual([
      '/my-photos/albums/:id/upload',
      '/my-photos/albums/:id/upload/file',
      '/my-photos/photos/upload',
      '/my-photos/photos/upload/file',
    ]);
  });

  it.each(UPLOAD_ROUTES)('holds a post to $path to the upload limit, where Remix runs the upload ($id)', ({ id, path }) => {
    for (const target of [path.replace(':id', 'a1b2c3'), `${path.replace(':id', 'a%2Fb;c')}?returnTo=%2Fmy-photos`]) {
      expect(appBodyKind('POST', target), target).toBe('upload');
      expect(actionRoute(target), target).toBe(id);
    }
    expect(appBodyKind('GET', path.replace(':id', 'a1b2c3'))).toBe('form');
  });

  const TRICKS = [
    '/cookies#/upload',
    '/cookies#/my-photos/photos/upload',
    '/settings/email#/upload',
    '/cookies%23/upload',
    '/cookies;x/upload',
    '/cookies;/my-photos/photos/upload',
    '/my-photos/photos/upload;x',
    '//upload',
    '//my-photos/photos/upload',
    '/cookies//upload',
    '/my-photos//photos/upload',
    '/my-photos/photos//upload',
    '/my-photos/photos%2Fupload',
    '/my-photos/photos/upload%2Ffile',
    '/my-photos/albums/x%2Fupload',
    '/cookies/../my-photos/photos/upload',
    '/my-photos/photos/upload/../../../cookies',
    '/my-photos/photos/x/..%2F..%2Fupload',
    '/cookies/%2e%2e/my-photos/photos/upload',
    'http://localhost/cookies',
    'http://localhost/my-photos/photos/upload',
    '*',
    '/MY-PHOTOS/PHOTOS/UPLOAD',
    '/my-photos/photos/upload/',
    '/my-photos/photos/%75pload',
    '/my-photos/photos/upload.data',
    '/my-photos/photos/upload?_data=photos%2Froutes%2Fmy-photos.photos',
    '/my-photos/photos/upload?%5Fdata=photos%2Froutes%2Fmy-photos.photos',
    '/my-photos/albums/a1/upload?_data=albums%2Froutes%2Fmy-photos.albums.%24id',
    '/my-photos/albums/a1/upload?_data=account%2Froutes%2F_account',
    '/settings/email/upload',
    '/my-photos/upload',
    '/my-photos/albums/upload',
  ];

  it.each(TRICKS)('gives %s the upload limit only where Remix runs an upload', (target) => {
    if (appBodyKind('POST', target) === 'upload') expect(UPLOAD_ROUTES.map((r) => r.id)).toContain(actionRoute(target));
  });

  it('holds every trick that is not plainly an upload route to the form limit', () => {
    expect(TRICKS.filter((target) => appBodyKind('POST', target) === 'upload')).toEqual([]);
  });
});
