import { expect } from 'vitest';

/**
 * The provider's pages run one script, the show-password file, allowed by the response's own
 * CSP nonce (decision 2503): no inline script, no inline style, no other script.
 */
export function expectOnlyTheNoncedScript(html: string, res: Response): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*('self'|unsafe)/);
  expect(html.match(/<script[^>]*>/g)).toEqual([`<script src="/idp-assets/show-password.js" nonce="${nonce}" defer>`]);
  expect(html).not.toMatch(/style=/i);
}
