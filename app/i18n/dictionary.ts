import type { Messages } from './t';

/**
 * Where components find a locale's dictionary (decision 1602). On the server,
 * resources.server.ts provides every locale when the build loads. In the browser, the root
 * layout loads `/locales/{locale}.js?v={version}` (a long-cached script that sets
 * `window.__ksMessages`) before the app's scripts, so the dictionary is not part of each page.
 */
declare global {
  interface Window {
    __ksMessages?: Messages;
  }
}

const provided = new Map<string, Messages>();

export function provideMessages(locale: string, messages: Messages): void {
  provided.set(locale, messages);
}

export function messagesOf(locale: string): Messages {
  return provided.get(locale) ?? (typeof window === 'undefined' ? undefined : window.__ksMessages) ?? {};
}
