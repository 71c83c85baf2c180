/**
 * Each brand's wordmark logo as inline SVG markup (issue 19, decision 1970): a mark drawn in the
 * brand's accent and the brand's name as text. One drawing for the account's header (the root's
 * loader draws it, app/ui/BrandLogo.tsx shows it: no client code for the look) and the sign-in
 * provider's pages (platform/idp/views/html.ts). Colours and the font come from
 * shared/brand.css (classes, no inline style: the CSP allows none on the provider's pages).
 * The SVG is an image named after the brand; its parts say nothing more.
 */

/** The mark of each brand family, in a 32 × 32 box: `logo__mark` in the accent, `logo__cut` in its contrast colour. */
const MARKS = {
  // A photo: a rounded frame with hills and a sun.
  keepsake:
    '<path class="logo__mark" d="M2 6a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z"/><path class="logo__cut" d="M6 25l7-9 4 5 3-3 6 7zM19 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0z"/>',
  // A lens: a disc, its glass and a glint.
  fotofolio: '<circle class="logo__mark" cx="16" cy="16" r="14"/><circle class="logo__cut" cx="16" cy="16" r="7"/><circle class="logo__mark" cx="13.5" cy="13.5" r="2"/>',
  // A poster on its pin.
  posterhaus: '<path class="logo__mark" d="M5 3h22v28H5z"/><path class="logo__cut" d="M9 27l7-11 7 11zM14 8a2 2 0 1 0 4 0a2 2 0 1 0-4 0z"/>',
} as const;

const familyOf = (brandId: string): keyof typeof MARKS =>
  brandId.startsWith('fotofolio') ? 'fotofolio' : brandId.startsWith('posterhaus') ? 'posterhaus' : 'keepsake';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Width given to each letter of the name: `textLength` fixes the word's width whatever the font. */
const LETTER = 13;

/** The brand's logo: `<svg role="img" aria-label="{name}">`, 32 px tall. */
export function logoSvg(brand: { id: string; name: string }): string {
  const [word = '', ...rest] = brand.name.split(' ');
  const sub = rest.length ? `<tspan class="logo__sub"> ${escape(rest.join(' '))}</tspan>` : '';
  const width = brand.name.length * LETTER;
  return `<svg role="img" aria-label="${escape(brand.name)}" viewBox="0 0 ${40 + width} 32" width="${40 + width}" height="32">${MARKS[familyOf(brand.id)]}<text class="logo__word" x="40" y="24" textLength="${width}" lengthAdjust="spacing">${escape(word)}${sub}</text></svg>`;
}
