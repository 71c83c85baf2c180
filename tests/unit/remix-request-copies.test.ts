import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * patches/@remix-run+server-runtime+*.patch (docs/decisions/1615-remix-request-copies.md): a
 * loader gets the adapter's request itself when there is no `index` or `_routes` parameter to
 * strip, and a copy without them otherwise. Both builds are patched.
 */
const require = createRequire(import.meta.url);
type CallRouteLoader = (args: {
  loadContext: unknown;
  loader: (args: { request: Request }) => unknown;
  params: Record<string, string>;
  request: Request;
  routeId: string;
  singleFetch: boolean;
}) => Promise<unknown>;
/** The ES module build has no type declarations of its own. */
const ESM_DATA: string = '@remix-run/server-runtime/dist/esm/data.js';
const builds: [string, CallRouteLoader][] = [
  ['data.js (CommonJS, the server)', require('@remix-run/server-runtime/dist/data.js').callRouteLoader],
  ['esm/data.js', ((await import(ESM_DATA)) as { callRouteLoader: CallRouteLoader }).callRouteLoader],
];

async function seen(callRouteLoader: CallRouteLoader, request: Request): Promise<Request> {
  let got: Request | undefined;
  await callRouteLoader({ loadContext: {}, params: {}, request, routeId: 'r', singleFetch: true, loader: ({ request: r }) => ((got = r), null) });
  return got!;
}

describe.each(builds)('%s', (_name, callRouteLoader) => {
  it('hands the loader the same request when there is nothing to strip', async () => {
    const request = new Request('http://localhost/orders?page=2', { headers: { cookie: 'a=b' } });
    expect(await seen(callRouteLoader, request)).toBe(request);
  });

  it('still strips an empty index and _routes, keeping the rest', async () => {
    const request = new Request('http://localhost/orders.data?index&_routes=root&page=2', { headers: { cookie: 'a=b' } });
    const got = await seen(callRouteLoader, request);
    expect(got).not.toBe(request);
    expect(new URL(got.url).search).toBe('?page=2');
    expect(got.headers.get('cookie')).toBe('a=b');
  });
});
