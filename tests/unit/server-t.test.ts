import { describe, expect, it } from 'vitest';
import { getT, i18next } from '~/i18n/i18next.server';
import type { TKey } from '~/i18n/t';
import { BRANDS, LOCALES } from '../../shared/brands';
import { messagesFor } from '~/i18n/resources.server';

/** The server's `t` (loaders, actions, meta): one per locale, not one i18next instance per request. */
describe('getT', () => {
  const request = (host: string) => new Request(`http://${host}/my-photos/photos`);

  it("translates with the brand's locale, plurals included", async () => {
    const t = await getT(request('localhost:3000'));
    expect(t('title.error')).toBe(messagesFor('en-GB')['title.error']);
    const de = await getT(request('de.localhost:3000'));
    expect(de('title.error')).toBe(messagesFor('de-DE')['title.error']);
    expect(de('title.error')).not.toBe(t('title.error'));
  });

  it('hands every request of a locale the same t', async () => {
    const [a, b] = await Promise.all([getT(request('localhost:3000')), getT(request('127.0.0.1:3000'))]);
    expect(a).toBe(b);
    expect(await getT(request('de.localhost:3000'))).not.toBe(a);
  });

  it('says exactly what i18next says, for every key of every locale, plurals and values included', async () => {
    const differences: string[] = [];
    let compared = 0;
    for (const locale of LOCALES) {
      const reference = await i18next.getFixedT(locale, 'common');
      const t = await getT(request(BRANDS.find((b) => b.locale === locale)!.host));
      // Each key (plural suffixes removed) with the {{values}} named in any of its forms.
      const valuesOf = new Map<string, Set<string>>();
      for (const [k, v] of Object.entries(messagesFor(locale))) {
        const key = k.replace(/_(zero|one|two|few|many|other)$/, '');
        const names = valuesOf.get(key) ?? new Set<string>();
        for (const m of v.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) names.add(m[1]!);
        valuesOf.set(key, names);
      }
      for (const [key, names] of valuesOf) {
        for (const count of [0, 1, 2, 5, 21]) {
          const vars = { ...Object.fromEntries([...names].map((n) => [n, `<${n}>`])), count };
          const ours = t(key as TKey, vars);
          const theirs = String(reference(key, vars));
          compared += 1;
          if (ours !== theirs) differences.push(`${locale} ${key} ${count}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(LOCALES.length * 5 * 100);
  });
});
