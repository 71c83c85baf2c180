import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderIdpFontsCss, renderIdpFontsModule } from '../../scripts/idp-fonts-css';
import { BRAND_FONT_URLS, FONT_FILES } from '../../platform/idp/brand-fonts';
import { BRANDS } from '../../shared/brands';
import { lookOf, TYPEFACES } from '../../app/ui/brand-type';

describe("the sign-in pages' typefaces (decision 2501)", () => {
  it('are what scripts/idp-fonts-css.ts writes: run `npx tsx scripts/idp-fonts.ts` after changing a typeface or its package', async () => {
    expect(fs.readFileSync(new URL('../../platform/idp/assets/brand-fonts.css', import.meta.url), 'utf8')).toBe(await renderIdpFontsCss());
    expect(fs.readFileSync(new URL('../../platform/idp/brand-fonts.ts', import.meta.url), 'utf8')).toBe(renderIdpFontsModule());
  });

  it("set each storefront in the account's face, from the platform's address with the file's hash", async () => {
    const css = await renderIdpFontsCss();
    for (const brand of BRANDS) {
      const face = TYPEFACES[lookOf(brand.id)];
      expect(BRAND_FONT_URLS[brand.id]).toMatch(new RegExp(`^/idp-fonts/${face.file.replace(/\./g, '\\.')}\\?v=[0-9a-f]{12}$`));
      expect(css).toContain(`src: url('${BRAND_FONT_URLS[brand.id]}') format('woff2');`);
      expect(FONT_FILES[face.file]).toBe(`${face.pkg}/files/${face.file}`);
    }
    expect(css).not.toContain('@fontsource');
  });
});
