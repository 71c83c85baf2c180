/**
 * Content-Security-Policy for the IdP's HTML pages: no script at all, styles only from the
 * platform. `form-action` also governs the redirects that follow a form POST in Chromium, so it
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
