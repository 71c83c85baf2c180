import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { logoShapes, logoSvg, logoSymbolId, logoWidth, renderLogoSprite } from '../../shared/brand-logo';
import { BRANDS } from '../../shared/brands';
import { renderLogoOutlines } from '../../scripts/brand-logo-outlines';

describe('the brand logo sprite (decision 1619)', () => {
  const committed = fs.readFileSync(new URL('../../app/ui/brand-logos.svg', import.meta.url), 'utf8');

  it('is what shared/brand-logo.ts renders: run `npx tsx scripts/brand-logos.ts` after changing a brand or a drawing', () => {
    expect(committed).toBe(renderLogoSprite(BRANDS));
  });

  it("draws every storefront's name as outlines of its typeface, no live text (decision 2500): run the script after changing a brand or a face", () => {
    const outlines = fs.readFileSync(new URL('../../shared/brand-logo-outlines.ts', import.meta.url), 'utf8');
    expect(outlines).toBe(renderLogoOutlines(BRANDS));
    expect(committed).not.toContain('<text');
    for (const brand of BRANDS) expect(logoSvg(brand)).toMatch(/^<svg role="img" aria-label="[^"]+" viewBox="0 0 \d+ 32" width="\d+" height="32"><path fill="currentColor" fill-rule="evenodd" d="[^"]+"\/><path d="[^"]+"\/>/);
    // The second word in the accent, as the wordmark always had it.
    expect(logoShapes({ id: 'keepsake-business-de', name: 'Keepsake Business' })).toMatch(/<path fill="currentColor" d="[^"]+"\/>$/);
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

  it('names the image after the brand and escapes the name; a name without outlines yet is text meanwhile', () => {
    expect(logoSvg({ id: 'x', name: 'A & B' })).toMatch(/^<svg role="img" aria-label="A &#38; B" viewBox="0 0 105 32"/);
    expect(logoSvg({ id: 'x', name: 'A & B' })).toContain('>A<tspan fill="currentColor" font-weight="400"> &#38; B</tspan></text>');
    expect(() => renderLogoSprite([{ id: 'keepsake-x', name: 'Same' }, { id: 'fotofolio-x', name: 'Same' }])).toThrow(/two drawings named same/);
  });
});
