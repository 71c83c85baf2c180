/**
 * The sign-in provider's copy of the brands' typefaces (decision 2501): the account's faces and
 * fallbacks (scripts/brand-fonts-css.ts) with each file at the platform's address,
 * `/idp-fonts/{file}?v={hash}` (the file's content hash, so it may be cached for a year),
 * and the file each storefront preloads. The platform may not import the app, so these are
 * committed data, and a unit test fails while they differ from what this writes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { BRANDS } from '../shared/brands';
import { lookOf, TYPEFACES } from '../app/ui/brand-type';
import { renderBrandFontsCss } from './brand-fonts-css';

const require = createRequire(import.meta.url);
export const IDP_FONTS_PATH = '/idp-fonts';

const hashOf = (path: string) => createHash('sha256').update(fs.readFileSync(path)).digest('hex').slice(0, 12);

/** The platform's address of each face's file, by package file. */
function fontUrls(): Map<string, string> {
  const urls = new Map<string, string>();
  for (const face of Object.values(TYPEFACES)) {
    urls.set(`${face.pkg}/files/${face.file}`, `${IDP_FONTS_PATH}/${face.file}?v=${hashOf(require.resolve(`${face.pkg}/files/${face.file}`))}`);
  }
  return urls;
}

/** platform/idp/assets/brand-fonts.css. */
export async function renderIdpFontsCss(): Promise<string> {
  let css = await renderBrandFontsCss();
  for (const [file, url] of fontUrls()) css = css.replaceAll(`url('${file}')`, `url('${url}')`);
  return css.replace(/^\/\*.*\*\//, '/* Written by scripts/idp-fonts.ts from app/ui/brand-type.ts (decisions 2430, 2501): do not edit. */');
}

/** platform/idp/brand-fonts.ts: the files the platform serves, and the one each storefront preloads. */
export function renderIdpFontsModule(): string {
  const files = Object.values(TYPEFACES).map((f) => `  ${JSON.stringify(f.file)}: ${JSON.stringify(`${f.pkg}/files/${f.file}`)},`);
  const urls = fontUrls();
  const brands = BRANDS.map((b) => {
    const face = TYPEFACES[lookOf(b.id)];
    return `  ${JSON.stringify(b.id)}: ${JSON.stringify(urls.get(`${face.pkg}/files/${face.file}`))},`;
  });
  return `/* Written by scripts/idp-fonts.ts from app/ui/brand-type.ts (decision 2501): do not edit. */

/** Each font file the platform serves under /idp-fonts, and the package file it is. */
export const FONT_FILES: Record<string, string> = {
${files.join('\n')}
};

/** The address of the font each storefront's pages are set in (the one they preload). */
export const BRAND_FONT_URLS: Record<string, string> = {
${brands.join('\n')}
};
`;
}
