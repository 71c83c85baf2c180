import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/** Browser features no platform page uses, switched off as on the app's pages (docs/security.md). */
export const PLATFORM_PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()';

/**
 * The policy of the platform's own HTML pages (the outbox, a shared photo book): no script, no
 * framing, styles inline only (the pages and the e-mails the outbox shows carry their own), images
 * from here. The identity provider's and the editor's pages set their own, stricter one.
 */
export const PLATFORM_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers on every platform answer; a route that renders its own page may replace the CSP. An
 * answer that sets no Cache-Control of its own is `no-store`: the services' answers carry personal
 * data (customers/me, the timeline, albums…) that no cache may keep, as the app's do.
 */
export const platformHeaders: RequestHandler = (_req, res, next) => {
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Permissions-Policy', PLATFORM_PERMISSIONS_POLICY);
  res.set('Content-Security-Policy', PLATFORM_PAGE_CSP);
  onHeaders(res, function noStoreByDefault() {
    if (!this.hasHeader('Cache-Control')) this.setHeader('Cache-Control', 'no-store');
  });
  next();
};
