/**
 * Each brand's typeface (decision 2430): one variable web font per brand look, self-hosted
 * from its `@fontsource-variable/*` package, latin subset only (every storefront's language is
 * written in it), one woff2 file of under 30 KB that carries every weight the app uses. The 14
 * Keepsake storefronts are one brand and share its type, as they share its colours and logo.
 * `scripts/brand-fonts.ts` writes the faces and their metric-adjusted fallbacks into
 * app/styles/brand-fonts.css; `brand-fonts.server.ts` names the file the page preloads.
 */
export type BrandLook = 'keepsake' | 'fotofolio' | 'posterhaus' | 'business';

export interface Typeface {
  /** The family name the stylesheet gives the face. */
  family: string;
  /** The npm package and its latin file. */
  pkg: string;
  file: string;
  /** The face's name in @capsizecss/metrics (for the fallback's size and line adjustments). */
  metrics: string;
}

export const TYPEFACES: Record<BrandLook, Typeface> = {
  keepsake: { family: 'Figtree', pkg: '@fontsource-variable/figtree', file: 'figtree-latin-wght-normal.woff2', metrics: 'figtree' },
  fotofolio: { family: 'Source Sans 3', pkg: '@fontsource-variable/source-sans-3', file: 'source-sans-3-latin-wght-normal.woff2', metrics: 'sourceSans3' },
  posterhaus: { family: 'Space Grotesk', pkg: '@fontsource-variable/space-grotesk', file: 'space-grotesk-latin-wght-normal.woff2', metrics: 'spaceGrotesk' },
  business: { family: 'Public Sans', pkg: '@fontsource-variable/public-sans', file: 'public-sans-latin-wght-normal.woff2', metrics: 'publicSans' },
};

/** The look a storefront wears, from its brand id (shared/brands.ts). */
export function lookOf(brandId: string): BrandLook {
  if (brandId.startsWith('keepsake-business')) return 'business';
  if (brandId.startsWith('fotofolio')) return 'fotofolio';
  if (brandId.startsWith('posterhaus')) return 'posterhaus';
  return 'keepsake';
}
