/**
 * One app process for the cross-process tests (decision 1611): the app's sign-in rate limit (what
 * the /login loader counts) and session code (silent refresh), served over HTTP:
 * `npx tsx tests/support/app-child.ts`, configured by the environment like the app (DATA_DIR,
 * REDIS_URL, OIDC_*). Prints one JSON line with its port when it listens.
 *   GET /login   → { allowed } for one more start of sign-in from X-Forwarded-For
 *   GET /session → { email, cookies } after getCustomerSession, with the request's cookies
 *   POST /form   → { status, location, cookies }: a signed-in action's answer (requireCustomer,
 *                  then the action tail `seeOther` with a toast), served as remix-serve would,
 *                  without server/app.ts's refreshed-cookies hook (decision 2011)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCustomerSession, requireCustomer } from '~/auth/session.server';
import { redirectWithToast } from '~/lib/see-other.server';
import { countSignIn } from '~/lib/rate-limit.server';

function toRequest(req: http.IncomingMessage, port: number): Request {
  const headers = new Headers();
  for (const name of ['cookie', 'x-forwarded-for', 'accept-language', 'origin']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://localhost:${port}${req.url}`, { method: req.method, headers });
}

const server = http.createServer((req, res) => {
  const request = toRequest(req, (server.address() as AddressInfo).port);
  const answer = async () => {
    const { pathname } = new URL(request.url);
    if (pathname === '/login') {
      // As server.ts behind a trusted proxy: the address that proxy appended (here the whole header).
      return { allowed: (await countSignIn({ clientAddress: request.headers.get('x-forwarded-for') ?? undefined })).allowed };
    }
    if (pathname === '/form') {
      const answer = await requireCustomer(request).then(
        () => redirectWithToast(request, '/settings', { kind: 'success', key: 'settings.personal.saved' }),
        (thrown: unknown) => (thrown instanceof Response ? thrown : Promise.reject(thrown)),
      );
      return { status: answer.status, location: answer.headers.get('Location'), cookies: answer.headers.getSetCookie() };
    }
    const session = await getCustomerSession(request);
    return { email: session?.customer.email ?? null, cookies: session?.headers.getSetCookie() ?? [] };
  };
  answer().then(
    (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    (error: unknown) => res.writeHead(500).end(String(error)),
  );
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
