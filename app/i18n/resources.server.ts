import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/lib/brands';
import type { Messages } from './t';

// Bundled into the server build, so no file paths are needed at run time.
const files = import.meta.glob<Messages>('../../public/locales/*/common.json', { eager: true, import: 'default' });

export const resources: Record<Locale, Messages> = Object.fromEntries(
  LOCALES.map((locale) => [locale, files[`../../public/locales/${locale}/common.json`] ?? {}]),
) as Record<Locale, Messages>;

export function messagesFor(locale: Locale): Messages {
  return resources[locale] ?? resources[DEFAULT_LOCALE];
}
