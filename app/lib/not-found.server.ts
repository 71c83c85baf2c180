import type { AppLoadContext } from '@remix-run/node';
import type { LoadContext } from '~/lib/load-context';
import type { NotFoundDetail } from './not-found';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The one way a page under the account says "not found" (decision 1910): a 404 that the
 * account layout's error boundary shows inside the menu shell, titled "Page not found". The
 * detail (explanation and link back) defaults to the section of the page's path.
 */
export function notFound(detail?: NotFoundDetail): never {
  throw Response.json(detail ?? {}, { status: 404, headers: NO_STORE });
}

/** A browser navigating (a GET that accepts HTML), as opposed to a script fetching. */
export function wantsPage(request: Request): boolean {
  return request.method === 'GET' && (request.headers.get('Accept') ?? '').includes('text/html');
}

/**
 * "Not found" from a resource route (a PDF, a photo's original, an archive): a browser that
 * opened it as a page gets the account's 404 page, rendered by the app for this request
 * (server.ts puts that renderer in the load context); a script gets a short text 404.
 */
export async function resourceNotFound(request: Request, context: AppLoadContext): Promise<never> {
  const render = (context as LoadContext).notFoundPage;
  if (render && wantsPage(request)) throw await render(request);
  throw new Response('Not found', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
}
