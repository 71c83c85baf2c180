import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundDetailFor } from '~/lib/not-found';
import { notFound } from '~/lib/not-found.server';
import type { LoadContext } from '~/lib/load-context';

/**
 * The account's 404 page at a resource route's address (decision 1910): server.ts renders this
 * route for a browser that opened an unknown invoice PDF or photo download, with the path it
 * asked for in the load context. The layout's boundary shows it; its back link is that path's.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const asked = (context as LoadContext).notFoundOf ?? new URL(request.url).pathname;
  notFound(notFoundDetailFor(new URL(asked, request.url).pathname));
}

/** Plain HTML: the browser's address is the resource route's, which the client router would load instead. */
export const handle = { scripts: false };

export default function NotFound() {
  return null;
}
