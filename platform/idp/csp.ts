import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * Content-Security-Policy for the IdP's HTML pages: no script but the one a page's nonce allows
 * (`withScriptNonce`), styles and fonts only from the platform. `form-action` also governs the redirects that follow a form POST in Chromium, so it
 * lists the origins of every URI the flow may end on (the app's callbacks and post-logout pages).
 */
export function idpPageCsp(redirectTargets: readonly string[]): string {
  const origins = [...new Set(redirectTargets.map((u) => new URL(u).origin))];
  return [
    "default-src 'self'",
    "script-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${origins.join(' ')}`.trim(),
  ].join('; ');
}

/** A fresh CSP nonce: the page's one script (show-password.js) runs with it, nothing else does. */
const newNonce = (): string => randomBytes(16).toString('base64');

/** `csp` letting scripts with `nonce` run (and no other script). */
const withScriptNonce = (csp: string, nonce: string): string => csp.replace("script-src 'none'", `script-src 'nonce-${nonce}'`);

/**
 * Sends one of the provider's pages with its headers; a page drawn by a function gets the
 * request's own nonce, which the CSP then allows (and nothing else).
 */
export function sendIdpPage(res: Response, csp: string, status: number, html: string | ((nonce: string) => string)): void {
  const nonce = newNonce();
  const policy = typeof html === 'function' ? withScriptNonce(csp, nonce) : csp;
  res.status(status).set(idpPageHeaders(policy)).type('html').send(typeof html === 'function' ? html(nonce) : html);
}

/** Whether a form POST comes from the platform's own pages (its Origin header). */
export function isOwnOrigin(req: Request, platformOrigin: string): boolean {
  const origin = req.get('origin');
  return Boolean(origin && (origin === platformOrigin || origin === `${req.protocol}://${req.get('host') ?? ''}`));
}

/** Headers for every IdP page we render. */
export function idpPageHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
  };
}
