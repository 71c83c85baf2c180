/** The sign-in pages wear the storefront's typeface and its outlined wordmark (decisions 2500, 2501). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_FONT_URLS } from '../../platform/idp/brand-fonts';
import { logoSvg } from '../../shared/brand-logo';
import { brandForHost } from '../../shared/brands';
import { openSignInPage } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

describe("embedded IdP: the brand's look", () => {
  it("preloads the storefront's font, links its faces and inlines the wordmark as outlines", async () => {
    const { html, response } = await openSignInPage(t.client);
    const brand = brandForHost(null);
    const font = BRAND_FONT_URLS[brand.id]!;
    expect(html).toContain(`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`);
    expect(html).toContain('<link rel="stylesheet" href="/idp-assets/brand-fonts.css">');
    expect(html).toContain(logoSvg(brand));
    expect(html).not.toContain('<text');
    // Fonts come from the platform itself: the CSP's default-src 'self' covers them.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain('font-src');
  });

  it('serves each font file for a year (its address changes with its content) and nothing else', async () => {
    const res = await fetch(`${t.platform.origin}${BRAND_FONT_URLS['fotofolio-uk']}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    const css = await fetch(`${t.platform.origin}/idp-assets/brand-fonts.css`);
    expect(css.status).toBe(200);
    expect(await css.text()).toContain("[data-brand='fotofolio-uk'] { --brand-font: 'Source Sans 3'");
    for (const other of ['../package.json', 'figtree-latin-wght-normal.woff', 'index.css']) {
      expect((await fetch(`${t.platform.origin}/idp-fonts/${other}`)).status).toBe(404);
    }
  });
});
