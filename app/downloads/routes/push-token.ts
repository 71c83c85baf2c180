import { type ActionFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { logFailure } from '~/lib/log.server';
import { createPushToken } from '~/services/downloads.server';
import { upstreamContext } from '~/services/http.server';

/**
 * A short-lived push token for the browser's WebSocket (POST, same origin only): obtained from
 * the push service with the customer's bearer token. The refresh token never leaves the server.
 */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  try {
    const token = await createPushToken(ctx);
    return Response.json(token, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logFailure('push token could not be created', error, { correlationId: ctx.correlationId });
    return Response.json({ error: 'unavailable' }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
