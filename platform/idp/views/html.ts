import { brandForHost, type Brand } from '../../../shared/brands';
import { logoSvg } from '../../../shared/brand-logo';
import { BRAND_FONT_URLS } from '../brand-fonts';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Path of the IdP pages' stylesheet (served by the platform). */
const STYLESHEET_PATH = '/idp-assets/idp.css';
/** The storefronts' tokens and logo drawing: shared/brand.css (the account's app.css imports it), served by the platform. */
const BRAND_STYLESHEET_PATH = '/idp-assets/brand.css';
/** The brands' typefaces at the platform's addresses (written by scripts/idp-fonts.ts, decision 2501). */
const FONTS_STYLESHEET_PATH = '/idp-assets/brand-fonts.css';
/** The one script of the sign-in pages: a 'Show password' button on each password field. */
const SCRIPT_PATH = '/idp-assets/show-password.js';

/**
 * The storefront a sign-in or sign-out came from: the host of the address it returns to (its
 * callback; on localhost the brand's sub-domain), else the default brand (decision 1970).
 */
export function brandOfReturn(uri: unknown): Brand {
  try {
    return brandForHost(typeof uri === 'string' ? new URL(uri).host : null);
  } catch {
    return brandForHost(null);
  }
}

/**
 * The document every platform page shares (IdP, prints editor): en-GB, a skip link, the brand's
 * header (its logo linking to its shop, its tokens by `data-brand`), one <main>; the brand's
 * typeface preloaded (decision 2501); no inline script or style. Pages may add stylesheets and a
 * class on <main>; a page given the request's CSP `nonce` loads the show-password script with it.
 */
export function page({
  title,
  body,
  stylesheets = [],
  mainClass,
  brand = brandForHost(null),
  nonce,
}: {
  title: string;
  body: string;
  stylesheets?: string[];
  mainClass?: string;
  brand?: Brand;
  nonce?: string;
}): string {
  const font = BRAND_FONT_URLS[brand.id];
  return `<!DOCTYPE html>
<html lang="en-GB" data-brand="${escapeHtml(brand.id)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
${font ? `<link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin>\n` : ''}<link rel="stylesheet" href="${FONTS_STYLESHEET_PATH}">
<link rel="stylesheet" href="${BRAND_STYLESHEET_PATH}">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('')}${
    nonce ? `<script src="${SCRIPT_PATH}" nonce="${escapeHtml(nonce)}" defer></script>\n` : ''
  }</head>
<body>
<a class="skip-link" href="#main-content">Skip to main content</a>
<header class="brand-header"><a class="logo" href="https://${escapeHtml(brand.host)}/">${logoSvg(brand)}</a></header>
<main id="main-content" class="main${mainClass ? ` ${escapeHtml(mainClass)}` : ''}" tabindex="-1">
${body}
</main>
</body>
</html>
`;
}
