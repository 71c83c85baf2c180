import { format, isValid, parseISO } from 'date-fns';
import type { Locale as DateFnsLocale, Month } from 'date-fns';
import { enUS } from 'date-fns/locale';

/**
 * The wall-clock parts of a plain 'YYYY-MM-DDTHH:mm:ss[.sss][Z]' that is a real date, or null for
 * anything else (which then goes through date-fns). Tiles format two dates each, dozens a page;
 * parseISO and format were 6 % of the timeline's server time (issue 16).
 */
function plainParts(value: string): { year: number; month: number; day: number; time: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?Z?$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day, time: `${m[4]}:${m[5]}:${m[6]}` };
}

/** 'd MMMM yyyy' of the parts: the locale's month name as date-fns's format writes it. */
function dayMonthYear(p: { year: number; month: number; day: number }, locale: DateFnsLocale): string {
  return `${p.day} ${locale.localize.month((p.month - 1) as Month, { width: 'wide', context: 'formatting' })} ${p.year}`;
}

/**
 * The day ("3 May 2024", `d MMMM yyyy`) and time of day ("14:05:09", `HH:mm:ss`) a photo was
 * taken, as the camera's clock had them (dates taken are stored without a zone and shown as they
 * are); null when the date cannot be shown: it does not parse, or it is in January 1970 (the
 * epoch placeholder). One parse for both: a tile shows both.
 */
export function takenDayAndTime(value: string | null | undefined, locale: DateFnsLocale = enUS): [day: string, time: string] | null {
  if (!value || value.startsWith('1970-01')) return null;
  const parts = plainParts(value);
  if (parts) return [dayMonthYear(parts, locale), parts.time];
  if (!isValid(parseISO(value))) return null;
  const local = value.replace(/Z$/, '');
  return [format(new Date(local), 'd MMMM yyyy', { locale }), format(parseISO(local), 'HH:mm:ss')];
}
