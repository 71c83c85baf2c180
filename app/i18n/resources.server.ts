import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/lib/brands';
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
