/** Dates in the customer's locale on the server: date-fns's locale of each of ours, and the timeline's month headings. */
// Each locale from its own module (decision 2676).
import type { Locale as DateFnsLocale } from 'date-fns';
import { format } from 'date-fns/format';
import { da } from 'date-fns/locale/da';
import { de } from 'date-fns/locale/de';
import { deAT } from 'date-fns/locale/de-AT';
import { enGB } from 'date-fns/locale/en-GB';
import { enIE } from 'date-fns/locale/en-IE';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { nb } from 'date-fns/locale/nb';
import { nl } from 'date-fns/locale/nl';
import { nlBE } from 'date-fns/locale/nl-BE';
import { pt } from 'date-fns/locale/pt';
import { sv } from 'date-fns/locale/sv';
import type { TFn } from '~/i18n/t';
import { remembered } from '~/lib/remembered';
import type { Locale } from '../../shared/brands';

const DATE_LOCALES: Record<Locale, DateFnsLocale> = {
  'en-GB': enGB,
  'en-IE': enIE,
  'nl-NL': nl,
  'nl-BE': nlBE,
  'fr-BE': fr,
  'fr-FR': fr,
  'de-DE': de,
  'de-AT': deAT,
  'it-IT': it,
  'es-ES': es,
  'pt-PT': pt,
  'sv-SE': sv,
  'nb-NO': nb,
  'da-DK': da,
};

export function dateLocaleFor(locale: string): DateFnsLocale {
  return DATE_LOCALES[locale as Locale] ?? enGB;
}

/** 'May 2024' in the locale (stand-alone month name), or 'Unknown Date'. */
export function monthHeading(year: string, month: string, locale: string, t: TFn): string {
  if (year === 'unknown') return t('photos.unknownDate');
  // Formatted once per locale and month: the timeline names every month on each page.
  return monthHeadings(`${locale}\n${year}\n${month}`, () => format(new Date(Number(year), Number(month) - 1, 1), 'LLLL yyyy', { locale: dateLocaleFor(locale) }));
}

const monthHeadings = remembered<string>(10_000);
