/* Written by scripts/idp-fonts.ts from app/ui/brand-type.ts (decision 2501): do not edit. */

/** Each font file the platform serves under /idp-fonts, and the package file it is. */
export const FONT_FILES: Record<string, string> = {
  "figtree-latin-wght-normal.woff2": "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2",
  "source-sans-3-latin-wght-normal.woff2": "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  "space-grotesk-latin-wght-normal.woff2": "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  "public-sans-latin-wght-normal.woff2": "@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2",
};

/** The address of the font each storefront's pages are set in (the one they preload). */
export const BRAND_FONT_URLS: Record<string, string> = {
  "keepsake-uk": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-ie": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-nl": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-be-nl": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-be-fr": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-fr": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-de": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-at": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-it": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-es": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-pt": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-se": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-no": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "keepsake-dk": "/idp-fonts/figtree-latin-wght-normal.woff2?v=4ba7d3d09669",
  "fotofolio-uk": "/idp-fonts/source-sans-3-latin-wght-normal.woff2?v=19143dca0759",
  "posterhaus-de": "/idp-fonts/space-grotesk-latin-wght-normal.woff2?v=0640890476fc",
  "keepsake-business-de": "/idp-fonts/public-sans-latin-wght-normal.woff2?v=5ed4d31c988e",
};
