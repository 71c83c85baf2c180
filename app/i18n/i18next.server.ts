import { RemixI18Next } from 'remix-i18next/server';
import { brandForHost, DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/brands';
import { getConfig } from '~/config.server';
import { messagesFor, resources } from './resources.server';
import { makeT, type TFn } from './t';

/** The brand (and so the locale) comes from the host name, never from the browser. */
export function brandFor(request: Request) {
  return brandForHost(new URL(request.url).host, getConfig().DEFAULT_BRAND);
}

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ['custom'],
    findLocale: async (request) => brandFor(request).locale,
  },
  i18next: {
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: 'common',
    resources: Object.fromEntries(Object.entries(resources).map(([l, m]) => [l, { common: m }])),
    interpolation: { escapeValue: false },
  },
});

export async function getLocale(request: Request): Promise<Locale> {
  return (await i18next.getLocale(request)) as Locale;
}

/**
 * A server-side `t` for loaders, actions and meta: the components' own lookup, one per locale for
 * the life of the process (app/i18n/t.ts, decision 1602). remix-i18next's getFixedT made and
 * initialised a new i18next instance with every resource on each request, and i18next's `t`
 * costs more per call.
 */
export async function getT(request: Request): Promise<TFn> {
  const locale = await getLocale(request);
  return makeT(messagesFor(locale), locale);
}
