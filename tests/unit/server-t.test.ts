import { describe, expect, it } from 'vitest';
import { getT } from '~/i18n/i18next.server';
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
});
