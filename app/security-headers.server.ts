import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';

/**
 * Browser features no Keepsake page uses, switched off for the page and every frame in it
 * (issue 17, finding 14). The platform's pages send the same.
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
 * data and signed links (issue 17, finding 9); static files keep their own caching.
 */
export function securityHeaders(directives: Record<string, string[]>, production: boolean) {
  const headers = helmetFor(directives, production);
  return (req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    onHeaders(res, function noStoreByDefault(this: ServerResponse) {
      if (!this.hasHeader('Cache-Control')) this.setHeader('Cache-Control', 'no-store');
    });
    headers(req, res, next);
  };
}

function helmetFor(directives: Record<string, string[]>, production: boolean) {
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
