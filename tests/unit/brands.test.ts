import { describe, expect, it } from 'vitest';
import { BRANDS, brandForHost, LOCALES } from '../../shared/brands';

describe('brands', () => {
  it('has the 17 storefronts with unique hosts and sub-domains, one of them b2b', () => {
    expect(BRANDS).toHaveLength(17);
    expect(new Set(BRANDS.map((b) => b.host)).size).toBe(17);
    expect(new Set(BRANDS.map((b) => b.localSubdomain)).size).toBe(17);
    expect(BRANDS.filter((b) => b.b2b).map((b) => b.country)).toEqual(['DE']);
    for (const b of BRANDS) expect(LOCALES).toContain(b.locale);
  });

  it('covers the spec countries, and the poster German brand speaks de-AT', () => {
    expect(new Set(BRANDS.map((b) => b.country))).toEqual(
      new Set(['BE', 'DE', 'NL', 'GB', 'NO', 'FR', 'SE', 'AT', 'IE', 'IT', 'DK', 'ES', 'PT']),
    );
    expect(brandForHost('posterhaus.de').locale).toBe('de-AT');
  });

  it('picks the brand from the host, ignoring port and case', () => {
    expect(brandForHost('keepsake.nl').id).toBe('keepsake-nl');
    expect(brandForHost('WWW.Keepsake.FR:443').id).toBe('keepsake-fr');
    expect(brandForHost('de.localhost:3000').id).toBe('keepsake-de');
  });

  it('falls back to the default brand for unknown hosts', () => {
    expect(brandForHost('evil.example').id).toBe('keepsake-uk');
    expect(brandForHost('nope.localhost:3000').id).toBe('keepsake-uk');
    expect(brandForHost(undefined).id).toBe('keepsake-uk');
    expect(brandForHost('localhost:3000', 'keepsake-se').locale).toBe('sv-SE');
  });
});
