/**
 * The Content-Security-Policy of every page: scripts only from our origin with the
 * request's nonce (never 'unsafe-inline'), no framing, forms only to us and the identity
 * provider (Chromium applies form-action to the redirect after a POST too).
 */
export function cspDirectives(input: {
  nonce: string;
  idpOrigin: string;
  mediaOrigins: string[];
  connectOrigins: string[];
  /** Further origins a form may post to or be redirected to after a post (the prints editor). */
  formOrigins?: string[];
  dev: boolean;
}): Record<string, string[]> {
  const nonce = `'nonce-${input.nonce}'`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce],
    'style-src': ["'self'", nonce],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...input.mediaOrigins],
    'connect-src': ["'self'", ...input.connectOrigins, ...(input.dev ? ['ws:'] : [])],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...new Set([input.idpOrigin, ...(input.formOrigins ?? [])])],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
}

export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}
