import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// app/care/load-script.ts against a minimal document: the page's nonce on the new script, one
// load per address, and a failed load forgotten so that a later page may try again.

class FakeScript extends EventTarget {
  src = '';
  async = false;
  nonce = '';
  removed = false;
  remove() {
    this.removed = true;
  }
}
const appended: FakeScript[] = [];
const fakeDocument = {
  createElement: () => new FakeScript(),
  head: { append: (s: FakeScript) => appended.push(s) },
  querySelector: (selector: string) => (selector === 'script[nonce]' ? { nonce: 'n0nce-from-server' } : null),
};

let loadScript: (src: string) => Promise<void>;
beforeAll(async () => {
  (globalThis as { document?: unknown }).document = fakeDocument;
  ({ loadScript } = await import('~/care/load-script'));
});
afterAll(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('loadScript', () => {
  it('adds one async script with the page’s nonce per address, and answers when it has loaded', async () => {
    const first = loadScript('https://chat.example/chat/widget.js');
    const again = loadScript('https://chat.example/chat/widget.js');
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: 'https://chat.example/chat/widget.js', async: true, nonce: 'n0nce-from-server' });
    appended[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(again).resolves.toBeUndefined();
    await loadScript('https://chat.example/chat/widget.js');
    expect(appended).toHaveLength(1);
  });

  it('fails when the script does not load (network, CSP, an error status), removes it and tries again next time', async () => {
    const failed = loadScript('https://feedback.example/feedback/widgets/x/widget.js');
    const script = appended.at(-1)!;
    script.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not load https://feedback.example/feedback/widgets/x/widget.js');
    expect(script.removed).toBe(true);
    const retry = loadScript('https://feedback.example/feedback/widgets/x/widget.js');
    expect(appended.at(-1)).not.toBe(script);
    appended.at(-1)!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
