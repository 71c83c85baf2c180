import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/brands';
import { createHash } from 'node:crypto';
import { provideMessages } from './dictionary';
import type { Messages } from './t';

// Bundled into the server build, so no file paths are needed at run time. Each locale has one
// file per feature (common.json, photos.json, …); they are merged into one dictionary.
const files = import.meta.glob<Messages>('../../public/locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<Locale, Messages> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...Object.entries(files)
        .filter(([file]) => file.startsWith(`../../public/locales/${locale}/`))
        .map(([, messages]) => messages),
    ) as Messages,
  ]),
) as Record<Locale, Messages>;

export function messagesFor(locale: Locale): Messages {
  return resources[locale] ?? resources[DEFAULT_LOCALE];
}

for (const locale of LOCALES) provideMessages(locale, resources[locale]);

/** A short hash of each locale's dictionary: the version in its script's URL. */
const versions = Object.fromEntries(
  LOCALES.map((locale) => [locale, createHash('sha256').update(JSON.stringify(resources[locale])).digest('base64url').slice(0, 12)]),
) as Record<Locale, string>;

export function messagesVersion(locale: Locale): string {
  return versions[locale] ?? versions[DEFAULT_LOCALE];
}

/** The script that gives the browser the locale's dictionary (decision 1602). */
export function messagesScriptUrl(locale: Locale): string {
  return `/locales/${locale}.js?v=${messagesVersion(locale)}`;
}
