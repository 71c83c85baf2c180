import { afterEach, describe, expect, it, vi } from 'vitest';
import { careWidgets, isPhotoRoute } from '~/care/care-widgets';
import { mountWidget, NOT_LOADED } from '~/care/mount-widget';
import { FEEDBACK_WIDGET_IDS } from '../../shared/feedback-widgets';
import { LOCALES } from '../../shared/brands';

// Decisions 2130 and 2131: which widget scripts an account page loads, and what a failed load does.

const urls = { chatUrl: 'https://chat.example/chat', feedbackUrl: 'https://feedback.example/feedback' };
const consent = (code: string) => ({ analytics: code[0] === '1', marketing: code[1] === '1' });

describe('careWidgets', () => {
  it('loads nothing that needs consent without analytics consent: no choice yet, 00 and 01', () => {
    for (const given of [null, consent('00'), consent('01')]) {
      expect(careWidgets({ ...urls, consent: given, locale: 'en-GB', chatEnabled: true }).feedback).toBeNull();
      expect(careWidgets({ ...urls, consent: given, locale: 'en-GB', chatEnabled: false })).toEqual({ chat: null, feedback: null });
    }
  });

  it('loads the feedback widget of the locale with analytics consent (10, 11), where the locale has one', () => {
    for (const code of ['10', '11']) {
      expect(careWidgets({ ...urls, consent: consent(code), locale: 'de-AT', chatEnabled: true }).feedback).toBe(
        `https://feedback.example/feedback/widgets/${FEEDBACK_WIDGET_IDS['de-AT']}/widget.js`,
      );
      expect(careWidgets({ ...urls, consent: consent(code), locale: 'da-DK', chatEnabled: true }).feedback).toBeNull();
    }
  });

  it('loads the chat whatever the consent, unless configured off', () => {
    expect(careWidgets({ ...urls, consent: null, locale: 'en-GB', chatEnabled: true }).chat).toBe('https://chat.example/chat/widget.js');
    expect(careWidgets({ ...urls, consent: consent('11'), locale: 'en-GB', chatEnabled: false }).chat).toBeNull();
  });

  it('has a feedback widget id for 11 of the storefront locales, each its own', () => {
    const locales = Object.keys(FEEDBACK_WIDGET_IDS);
    expect(locales).toHaveLength(11);
    for (const locale of locales) expect(LOCALES).toContain(locale);
    expect(new Set(Object.values(FEEDBACK_WIDGET_IDS)).size).toBe(11);
  });

  it('knows the photo routes, where no widget shows', () => {
    expect(['/my-photos', '/my-photos/photos', '/my-photos/albums/a1/preview/p1'].every(isPhotoRoute)).toBe(true);
    expect(['/', '/orders', '/settings', '/my-photosx'].some(isPhotoRoute)).toBe(false);
  });
});

describe('mountWidget', () => {
  afterEach(() => vi.restoreAllMocks());
  const options = { labels: { open: 'Chat with customer care' }, locale: 'en-GB' };
  const container = {} as HTMLElement;

  it("logs 'chat module not loaded' when the script fails to load, and shows nothing", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mount = vi.fn();
    const done = await mountWidget({
      src: 'https://chat.example/chat/widget.js',
      name: 'KeepsakeChat',
      options,
      container: () => container,
      load: () => Promise.reject(new Error('could not load')),
      scope: { KeepsakeChat: { mount } },
    });
    expect(done).toBe(false);
    expect(mount).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('chat module not loaded', { src: 'https://chat.example/chat/widget.js', reason: 'could not load' });
  });

  it('logs when the script loads without its module (another answer at its address)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done = await mountWidget({ src: 'x.js', name: 'KeepsakeFeedback', options, container: () => container, load: async () => undefined, scope: {} });
    expect(done).toBe(false);
    expect(error.mock.calls[0]?.[0]).toBe(NOT_LOADED.KeepsakeFeedback);
  });

  it('mounts the widget with the page’s words once loaded; not when the page no longer wants it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mount = vi.fn();
    const load = vi.fn(async () => undefined);
    await mountWidget({ src: 'chat.js', name: 'KeepsakeChat', options, container: () => container, load, scope: { KeepsakeChat: { mount } } });
    expect(load).toHaveBeenCalledWith('chat.js');
    expect(mount).toHaveBeenCalledWith(container, options);
    await mountWidget({ src: 'chat.js', name: 'KeepsakeChat', options, container: () => null, load, scope: { KeepsakeChat: { mount } } });
    expect(mount).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });
});
