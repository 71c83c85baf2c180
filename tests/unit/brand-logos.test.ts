import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { logoShapes, logoSvg, logoSymbolId, logoWidth, renderLogoSprite } from '../../shared/brand-logo';
import { BRANDS } from '../../shared/brands';

describe('the brand logo sprite (decision 1619)', () => {
  const committed = fs.readFileSync(new URL('../../app/ui/brand-logos.svg', import.meta.url), 'utf8');

  it('is what shared/brand-logo.ts renders: run `npx tsx scripts/brand-logos.ts` after changing a brand or a drawing', () => {
    expect(committed).toBe(renderLogoSprite(BRANDS));
  });

  it("holds every storefront's drawing, the same one the sign-in pages inline", () => {
    for (const brand of BRANDS) {
      const symbol = `<symbol id="${logoSymbolId(brand)}" viewBox="0 0 ${logoWidth(brand)} 32">${logoShapes(brand)}</symbol>`;
      expect(committed).toContain(symbol);
      expect(logoSvg(brand)).toContain(logoShapes(brand));
    }
    // Four drawings for 17 storefronts: the Keepsake storefronts share one.
    expect(committed.match(/<symbol /g)).toHaveLength(4);
  });

  it('names the image after the brand and escapes the name', () => {
    expect(logoSvg({ id: 'x', name: 'A & B' })).toMatch(/^<svg role="img" aria-label="A &#38; B" viewBox="0 0 105 32"/);
    expect(() => renderLogoSprite([{ id: 'keepsake-x', name: 'Same' }, { id: 'fotofolio-x', name: 'Same' }])).toThrow(/two drawings named same/);
  });
});
