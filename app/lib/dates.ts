// Each function and locale from its own module: date-fns's index and locale index load every one
// of theirs, about a second each under Node 24 (decision 2676).
import type { Locale as DateFnsLocale, Month } from 'date-fns';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { enGB } from 'date-fns/locale/en-GB';
import { parseISO } from 'date-fns/parseISO';
import { dateTimeFormat } from './intl';
import { remembered } from './remembered';

/** A calendar day: year, month 1–12, day of the month. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
/** Long dates made, by locale and UTC day. */
const longDays = remembered<string | null>(10_000);

/**
 * The one way the account writes a date (decision 2522): the locale's long date, '4 December
 * 2026' in en-GB, '4. Dezember 2026' in de-DE, '4 december 2026' in nl-NL. A calendar day is that
 * day; an instant or ISO string is its day in UTC (server and browser agree); a 'YYYY-MM-DD' is
 * that day. Null for a date that does not parse, or a locale Intl does not know.
 */
export function longDate(value: string | Date | CalendarDay, locale: string): string | null {
  const instant =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
      : value instanceof Date
        ? value
        : new Date(Date.UTC(value.year, value.month - 1, value.day, 12));
  const time = instant.getTime();
  if (Number.isNaN(time)) return null;
  // The text depends on the locale and the UTC day alone: pages repeat a few days many times.
  return longDays(`${locale}|${Math.floor(time / DAY_MS)}`, () => {
    try {
      return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(instant);
    } catch {
      return null;
    }
  });
}

/**
 * The wall-clock parts of a plain 'YYYY-MM-DDTHH:mm:ss[.sss][Z]' that is a real date, or null for
 * anything else (which then goes through date-fns). Tiles format two dates each, dozens a page;
 * parseISO and format were 6 % of the timeline's server time (docs/performance.md).
 */
function plainParts(value: string): { year: number; month: number; day: number; time: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?Z?$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day, time: `${m[4]}:${m[5]}:${m[6]}` };
}

/** The parts' long date in the date-fns locale's language (longDate); date-fns's own words if Intl knows no such locale. */
function dayMonthYear(p: CalendarDay, locale: DateFnsLocale): string {
  return longDate(p, locale.code) ?? `${p.day} ${locale.localize.month((p.month - 1) as Month, { width: 'wide', context: 'formatting' })} ${p.year}`;
}

/**
 * The day ("3 May 2024", the locale's long date) and time of day ("14:05:09", `HH:mm:ss`) a photo was
 * taken, as the camera's clock had them (dates taken are stored without a zone and shown as they
 * are); null when the date cannot be shown: it does not parse, or it is in January 1970 (the
 * epoch placeholder). One parse for both: a tile shows both.
 */
export function takenDayAndTime(value: string | null | undefined, locale: DateFnsLocale = enGB): [day: string, time: string] | null {
  if (!value || value.startsWith('1970-01')) return null;
  const parts = plainParts(value);
  if (parts) return [dayMonthYear(parts, locale), parts.time];
  if (!isValid(parseISO(value))) return null;
  const local = parseISO(value.replace(/Z$/, ''));
  return [dayMonthYear({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() }, locale), format(local, 'HH:mm:ss')];
}
