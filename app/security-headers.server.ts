import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';

/**
 * Browser features no Keepsake page uses, switched off for the page and every frame in it
 * (docs/security.md). The platform's pages send the same.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()';

/** Two years, with subdomains: the HSTS policy in production. */
export const HSTS_MAX_AGE = 63_072_000;

/**
 * The app's security headers (helmet), for server.ts: the CSP `directives` with their
 * `'nonce-NONCE'` placeholder replaced per response by `res.locals.cspNonce`, HSTS only in
 * production (over plain http in development it would pin localhost to https), a strict
 * referrer policy and same-origin resource policy, the Permissions-Policy, and `no-store` on every
 * answer that sets no Cache-Control of its own: pages, data and resource routes carry customer
 * data and signed links, so no cache keeps them; static files keep their own caching.
 */
export function securityHeaders(directives: Record<string, string[]>, production: boolean) {
  const headers = helmetFor(production);
  const policy = policyParts(directives);
  return (req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Content-Security-Policy', policy.join((res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce));
    onHeaders(res, function noStoreByDefault(this: ServerResponse) {
      if (!this.hasHeader('Cache-Control')) this.setHeader('Cache-Control', 'no-store');
    });
    headers(req, res, next);
  };
}

/**
 * The CSP header, written and checked by helmet once, as the parts between its nonces: each
 * response joins them with its own nonce. Helmet's per-response policy (a function per nonce)
 * checked every directive again on every response, about 6 % of a signed-in page's CPU (docs/performance.md).
 */
function policyParts(directives: Record<string, string[]>): string[] {
  const mark = 'keepsakenonce0mark';
  const withMark = Object.fromEntries(Object.entries(directives).map(([k, v]) => [k, v.map((s) => (s === "'nonce-NONCE'" ? `'nonce-${mark}'` : s))]));
  let header = '';
  const capture = { setHeader: (_name: string, value: string) => void (header = value) } as unknown as ServerResponse;
  helmet.contentSecurityPolicy({ useDefaults: false, directives: withMark })({} as IncomingMessage, capture, (error?: unknown) => {
    if (error) throw error;
  });
  return header.split(mark);
}

function helmetFor(production: boolean) {
  return helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/** What a static file's CSP says: it loads nothing and is framed nowhere (an SVG opened on its own included). */
export const STATIC_FILE_CSP = "default-src 'none';frame-ancestors 'none'";

/**
 * The build's files (scripts, stylesheets, fonts, icons, dictionaries): only the headers that act
 * on a file a page loads, or on one opened on its own (decision 2463). A page's CSP with its
 * nonces, the Permissions-Policy, COOP, X-Frame-Options and the like act on documents only, and
 * cost about 0.9 KB on each of a page's 20–30 files, a second's worth on a 400 kbit/s line.
 */
export function staticSecurityHeaders(production: boolean) {
  return (_req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', STATIC_FILE_CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (production) res.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}; includeSubDomains`);
    next();
  };
}
