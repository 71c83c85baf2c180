import { describe, expect, it } from 'vitest';
import { messagesOf } from '~/i18n/dictionary';
import { messagesFor, messagesScriptUrl } from '~/i18n/resources.server';
import { loader } from '~/i18n/routes/locales';

/** Decision 1602: the browser gets the dictionary from a versioned, long-cached script. */
describe('/locales/{locale}.js', () => {
  const get = (path: string) => loader({ params: { file: path.split('/').pop()!.split('?')[0] }, request: new Request(`http://localhost${path}`), context: {} });

  it("sets the locale's messages and is kept for a year at the current version", async () => {
    const res = await get(messagesScriptUrl('de-DE'));
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Cache-Control')).toContain('immutable');
    const window: { __ksMessages?: Record<string, string> } = {};
    new Function('window', await res.text())(window);
    expect(window.__ksMessages).toEqual(messagesFor('de-DE'));
  });

  it('is kept briefly at another version, and unknown locales are 404', async () => {
    expect((await get('/locales/de-DE.js?v=old')).headers.get('Cache-Control')).toBe('public, max-age=300');
    expect((await get('/locales/xx-XX.js')).status).toBe(404);
    expect((await get('/locales/de-DE.txt')).status).toBe(404);
  });

  it('changes its URL when the dictionary changes (the version is a hash of it)', () => {
    expect(messagesScriptUrl('de-DE')).toMatch(/^\/locales\/de-DE\.js\?v=[\w-]{12}$/);
    expect(messagesScriptUrl('de-DE')).not.toBe(messagesScriptUrl('fr-FR'));
  });

  it('gives components on the server every locale without the root data', () => {
    expect(messagesOf('fr-FR')).toBe(messagesFor('fr-FR'));
  });
});
