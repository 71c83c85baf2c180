import { randomBytes } from 'node:crypto';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import type { LoadContext } from '~/lib/load-context';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { getConfig } from '~/config.server';
import { cspFor } from '~/csp.server';
import { serializeCsp } from '~/lib/csp';
import { withDocumentBody } from '~/lib/document-body';
import { renderDocument } from '~/lib/render-document.server';
import { log } from '~/lib/log.server';
import { NonceContext } from '~/lib/nonce';
import { upstreamFailureStatus } from '~/services/http.server';

/**
 * What each failure of a request was: a service's (502/503) or ours (null). Remix hands
 * handleRequest sanitised errors in production, so handleError, which sees the real ones,
 * keeps this note for it.
 */
const failures = new WeakMap<Request, (502 | 503 | null)[]>();

/**
 * A page whose loaders failed only because services did is a 502 or 503 (503 when any was
 * unreachable), not an unhandled 500: the boundary still renders the page's message.
 */
function statusForFailures(status: number, request: Request): number {
  const statuses = failures.get(request) ?? [];
  if (status !== 500 || statuses.length === 0 || statuses.includes(null)) return status;
  return statuses.includes(503) ? 503 : 502;
}

export const streamTimeout = 5_000;


/** Headers every response of the app gets, whichever server runs it. */
function applyCommonHeaders(request: Request, headers: Headers): void {
  const { pathname } = new URL(request.url);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  if (!(getConfig().PRODUCTION && pathname === '/')) headers.set('X-Robots-Tag', 'noindex');
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCommonHeaders(request, response.headers);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A refusal Remix answers itself (a POST to a route without an action: 405) is not a failure.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  failures.set(request, [...(failures.get(request) ?? []), upstreamFailureStatus(error)]);
  log('error', 'unhandled error', {
    url: request.url,
    correlationId: request.headers.get('X-Correlation-Id'),
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext & LoadContext,
) {
  let nonce = loadContext?.cspNonce;
  if (!nonce) {
    // Run without server.ts (remix-serve): the app sends its own CSP.
    nonce = randomBytes(16).toString('base64');
    responseHeaders.set('Content-Security-Policy', serializeCsp(cspFor(nonce)));
  }
  applyCommonHeaders(request, responseHeaders);
  responseStatusCode = statusForFailures(responseStatusCode, request);

  const html = await renderDocument(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    remixContext,
  );
  // The whole document at once, one write (decision 1605), to browsers and bots alike.
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const body = Buffer.from(html);
  const init = { headers: responseHeaders, status: responseStatusCode };
  return loadContext?.writesDocumentBody ? withDocumentBody(new Response(null, init), body) : new Response(body, init);
}
