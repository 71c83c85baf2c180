/**
 * Each brand's wordmark logo (decision 1970): a mark and the brand's name, one drawing in two
 * wrappers. The name is drawn as outlines of the brand's typeface (`brand-logo-outlines.ts`,
 * written by `scripts/brand-logos.ts` with fontkit: decision 2500), so the logo has one shape
 * everywhere and waits for no font. The account's pages show it from one cached sprite
 * (`app/ui/brand-logos.svg`, written by `scripts/brand-logos.ts`; app/ui/BrandLogo.tsx puts a
 * `<use>` in the page: decision 1619); the sign-in provider's pages (platform/idp/views/html.ts)
 * inline it. The drawing takes its colours by inheritance, so it looks the same in both (a
 * `<use>`'s copy sees no page selectors): the mark is `currentColor` (the brand's accent) with
 * its details cut out, the first word the inherited `fill` (its ink), the rest `currentColor`;
 * shared/brand.css sets both.
 * The SVG is an image named after the brand; its parts say nothing more.
 */
import { LOGO_OUTLINES } from './brand-logo-outlines';

/** The mark of each brand family, in a 32 × 32 box: one even-odd path, so its details are holes. */
const MARKS = {
  // A photo: a rounded frame with hills and a sun.
  keepsake: 'M2 6a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4zM6 25l7-9 4 5 3-3 6 7zM19 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0z',
  // A lens: a disc, its glass and a glint.
  fotofolio: 'M2 16a14 14 0 1 0 28 0a14 14 0 1 0-28 0zM9 16a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM11.5 13.5a2 2 0 1 0 4 0a2 2 0 1 0-4 0z',
  // A poster on its pin.
  posterhaus: 'M5 3h22v28H5zM9 27l7-11 7 11zM14 8a2 2 0 1 0 4 0a2 2 0 1 0-4 0z',
} as const;

interface LogoBrand {
  id: string;
  name: string;
}

/** A name's outlines in the logo's box: the first word's path data, the rest's, and where the drawing ends. */
export interface LogoOutline {
  width: number;
  word: string;
  rest?: string;
}
type Outlines = Readonly<Record<string, LogoOutline>>;

const familyOf = (brandId: string): keyof typeof MARKS =>
  brandId.startsWith('fotofolio') ? 'fotofolio' : brandId.startsWith('posterhaus') ? 'posterhaus' : 'keepsake';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Width given to each letter of a name that has no outlines yet (its `textLength`). */
const LETTER = 13;

/** The sprite's symbol for a brand, after its name: one per drawing (the 14 Keepsake storefronts share one). */
export const logoSymbolId = (brand: LogoBrand): string => brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The logo's width in its 32-unit-tall box. */
export const logoWidth = (brand: LogoBrand, outlines: Outlines = LOGO_OUTLINES): number =>
  outlines[logoSymbolId(brand)]?.width ?? 40 + brand.name.length * LETTER;

/**
 * The drawing's shapes, without their `<svg>`. A name without outlines (a brand added since the
 * script last ran; a unit test fails until it runs) is live text of a fixed width meanwhile.
 */
export function logoShapes(brand: LogoBrand, outlines: Outlines = LOGO_OUTLINES): string {
  const mark = `<path fill="currentColor" fill-rule="evenodd" d="${MARKS[familyOf(brand.id)]}"/>`;
  const outline = outlines[logoSymbolId(brand)];
  if (outline) return `${mark}<path d="${outline.word}"/>${outline.rest ? `<path fill="currentColor" d="${outline.rest}"/>` : ''}`;
  const [word = '', ...rest] = brand.name.split(' ');
  const sub = rest.length ? `<tspan fill="currentColor" font-weight="400"> ${escape(rest.join(' '))}</tspan>` : '';
  return `${mark}<text x="40" y="24" textLength="${brand.name.length * LETTER}" lengthAdjust="spacing">${escape(word)}${sub}</text>`;
}

/** The brand's logo inline: `<svg role="img" aria-label="{name}">`, 32 px tall. */
export function logoSvg(brand: LogoBrand): string {
  const width = logoWidth(brand);
  return `<svg role="img" aria-label="${escape(brand.name)}" viewBox="0 0 ${width} 32" width="${width}" height="32">${logoShapes(brand)}</svg>`;
}

/** The sprite of every drawing among `brands`: one `<symbol>` each. */
export function renderLogoSprite(brands: readonly LogoBrand[], outlines: Outlines = LOGO_OUTLINES): string {
  const symbols = new Map<string, string>();
  for (const brand of brands) {
    const id = logoSymbolId(brand);
    const symbol = `<symbol id="${id}" viewBox="0 0 ${logoWidth(brand, outlines)} 32">${logoShapes(brand, outlines)}</symbol>`;
    if (symbols.has(id) && symbols.get(id) !== symbol) throw new Error(`two drawings named ${id}: give the brands different names`);
    symbols.set(id, symbol);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${[...symbols.values()].join('\n')}\n</svg>\n`;
}
