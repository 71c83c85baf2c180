import { RemixI18Next } from 'remix-i18next/server';
import { brandForHost, DEFAULT_LOCALE, LOCALES, type Locale } from '~/lib/brands';
import { getConfig } from '~/config.server';
import { resources } from './resources.server';
import type { TFn } from './t';

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
 * One `t` per locale for the life of the process: remix-i18next's getFixedT makes and
 * initialises a new i18next instance with every resource on each call, which was per request.
 * Nothing changes an instance's language or resources after it is made, so sharing it is safe.
 */
const fixedTs = new Map<Locale, Promise<TFn>>();

function fixedTFor(locale: Locale): Promise<TFn> {
  let t = fixedTs.get(locale);
  if (!t) {
    t = i18next.getFixedT(locale, 'common').then((fixed): TFn => (key, vars) => String(fixed(key, vars ?? {})));
    t.catch(() => fixedTs.delete(locale));
    fixedTs.set(locale, t);
  }
  return t;
}

/** A server-side `t` for loaders, actions and meta. */
export async function getT(request: Request): Promise<TFn> {
  return fixedTFor(await getLocale(request));
}
