import { isRouteErrorResponse, useActionData, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from '@remix-run/react';

/** The mark on a failure kept local: the route's own failure data plus this. */
export type LocalFailure<T> = T & { localFailure: true };

/** Status of a local failure's answer: the router keeps the page's data after it (no revalidation). */
const LOCAL_FAILURE_STATUS = 503;

/**
 * A route's `clientAction` for the forms that islands and modals post with JavaScript
 * (decision 1920). The server's action runs as it does; when the request fails on the way — the
 * network, an HTTP answer the router cannot read (a proxy's 500), a server error — the route
 * answers `fallback` (its own failure data, e.g. `{ failed: true }`) instead of throwing, so the
 * island or modal shows the spec's message in place and the root error page never opens.
 * Redirects and 4xx answers (not found, refused) go on as before.
 * `fallback` may read the posted form (e.g. which button was pressed).
 */
export function keepFailureLocal<T extends object>(fallback: T | ((form: FormData) => T)) {
  return async ({ request, serverAction }: ClientActionFunctionArgs) => {
    const form = typeof fallback === 'function' ? await request.clone().formData() : null;
    try {
      return await serverAction();
    } catch (error) {
      if (error instanceof Response) throw error;
      if (isRouteErrorResponse(error) && error.status < 500) throw error;
      const body = typeof fallback === 'function' ? fallback(form!) : fallback;
      // A Response (not data()): the single-fetch strategy passes its status through to the router.
      return Response.json({ ...body, localFailure: true }, { status: LOCAL_FAILURE_STATUS });
    }
  };
}

/** True for the answer of keepFailureLocal's fallback. */
export function isLocalFailure(value: unknown): value is LocalFailure<object> {
  return typeof value === 'object' && value !== null && (value as { localFailure?: unknown }).localFailure === true;
}

/** In a route's component: whether its last post failed on the way (keepFailureLocal's answer). */
export function useLocalFailure(): boolean {
  return isLocalFailure(useActionData());
}

/**
 * Wraps a route's shouldRevalidate: after a failure kept local, nothing reloads (the network
 * that just failed would fail again, and a failed reload would open the error page).
 */
export function keepingLocalFailures(fn: ShouldRevalidateFunction): ShouldRevalidateFunction {
  return (args) => (isLocalFailure(args.actionResult) ? false : fn(args));
}

/**
 * For a route without a shouldRevalidate of its own that a fetcher posts from (a layout, the
 * order prints modal): reloads as single fetch does by default, except after a failure kept
 * local. Without one, single fetch reloads such a route after a fetcher's failed post even when
 * the router asked for nothing — and with the network down that reload opens the error page.
 */
export const reloadUnlessLocalFailure: ShouldRevalidateFunction = keepingLocalFailures(({ defaultShouldRevalidate }) => defaultShouldRevalidate);

/**
 * For the shouldRevalidate of a page that modals open over (`own`: the page's path): whether a
 * GET only opens or closes a modal over it, or asks a modal's address again (the 'Try again' of
 * a modal that could not open, decision 1921). Then the page keeps its data: with the network
 * down its reload would fail and take the page with it.
 */
export function onlyAModal(currentUrl: URL, nextUrl: URL, own: string): boolean {
  return currentUrl.search === nextUrl.search && (currentUrl.pathname !== nextUrl.pathname || nextUrl.pathname !== own);
}
