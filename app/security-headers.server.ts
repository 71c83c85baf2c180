import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Two years, with subdomains: the HSTS policy in production. */
export const HSTS_MAX_AGE = 63_072_000;

/**
 * The app's security headers (helmet), for server.ts: the CSP `directives` with their
 * `'nonce-NONCE'` placeholder replaced per response by `res.locals.cspNonce`, HSTS only in
 * production (over plain http in development it would pin localhost to https), a strict
 * referrer policy and same-origin resource policy.
 */
export function securityHeaders(directives: Record<string, string[]>, production: boolean) {
  const nonceOf = (_req: IncomingMessage, res: ServerResponse) => (res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(directives).map(([k, v]) => [
          k,
          v.map((s) => (s === "'nonce-NONCE'" ? (req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(req, res)}'` : s)),
        ]),
      ),
    },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
