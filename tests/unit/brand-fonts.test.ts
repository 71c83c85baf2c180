import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBrandFontsCss } from '../../scripts/brand-fonts-css';
import { BRANDS } from '../../shared/brands';
import { lookOf, TYPEFACES } from '../../app/ui/brand-type';

describe("the brands' typefaces (decision 2430)", () => {
  const committed = fs.readFileSync(new URL('../../app/styles/brand-fonts.css', import.meta.url), 'utf8');

  it('is what scripts/brand-fonts-css.ts writes: run `npx tsx scripts/brand-fonts.ts` after changing a typeface', async () => {
    expect(committed).toBe(await renderBrandFontsCss());
  });

  it('gives each face one latin woff2 file of under 30 KB that swaps in, and a fallback sized to its metrics', () => {
    for (const face of Object.values(TYPEFACES)) {
      expect(face.file).toMatch(/-latin-wght-normal\.woff2$/);
      expect(fs.statSync(new URL(`../../node_modules/${face.pkg}/files/${face.file}`, import.meta.url)).size).toBeLessThan(30 * 1024);
      expect(committed).toContain(`src: url('${face.pkg}/files/${face.file}') format('woff2');`);
      expect(committed).toMatch(new RegExp(`font-family: "${face.family} Fallback: Arial";\\n  src: local\\('Arial'\\)[^;]*local\\('Liberation Sans'\\)[^;]*;\\n  ascent-override`));
    }
    expect(committed.match(/font-display: swap;/g)).toHaveLength(Object.keys(TYPEFACES).length);
  });

  it('sets every storefront in its look: the 14 Keepsake storefronts share the default', () => {
    const looks = new Set(BRANDS.map((b) => lookOf(b.id)));
    expect([...looks].sort()).toEqual(['business', 'fotofolio', 'keepsake', 'posterhaus']);
    expect(BRANDS.filter((b) => lookOf(b.id) === 'keepsake')).toHaveLength(14);
    for (const brand of BRANDS.filter((b) => lookOf(b.id) !== 'keepsake')) {
      expect(committed).toMatch(new RegExp(`\\[data-brand='${brand.id}'\\] \\{ --brand-font: '${TYPEFACES[lookOf(brand.id)].family}'`));
    }
  });
});
