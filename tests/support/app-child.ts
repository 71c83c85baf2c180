/**
 * One app process for the cross-process tests (decision 1611): the app's sign-in rate limit (what
 * the /login loader counts) and session code (silent refresh), served over HTTP:
 * `npx tsx tests/support/app-child.ts`, configured by the environment like the app (DATA_DIR,
 * REDIS_URL, OIDC_*). Prints one JSON line with its port when it listens.
 *   GET /login   → { allowed } for one more start of sign-in from X-Forwarded-For
 *   GET /session → { email, cookies } after getCustomerSession, with the request's cookies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCustomerSession } from '~/auth/session.server';
import { countSignIn } from '~/lib/rate-limit.server';

function toRequest(req: http.IncomingMessage, port: number): Request {
  const headers = new Headers();
  for (const name of ['cookie', 'x-forwarded-for', 'accept-language']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://localhost:${port}${req.url}`, { headers });
}

const server = http.createServer((req, res) => {
  const request = toRequest(req, (server.address() as AddressInfo).port);
  const answer = async () => {
    const { pathname } = new URL(request.url);
    if (pathname === '/login') {
      // As server.ts behind a trusted proxy: the address that proxy appended (here the whole header).
      return { allowed: (await countSignIn({ clientAddress: request.headers.get('x-forwarded-for') ?? undefined })).allowed };
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
