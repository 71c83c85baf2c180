import { format, isValid, parseISO } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';

/** A date taken that can be shown: it parses and is not in January 1970 (the epoch placeholder). */
export function isUsableTakenDate(value: string | null | undefined): value is string {
  if (!value) return false;
  if (!isValid(parseISO(value))) return false;
  return !value.startsWith('1970-01');
}

/**
 * "3 May 2024 at 14:05:09": the spec's `d MMMM yyyy 'at' HH:mm:ss`. Dates taken are local
 * times of the camera, stored without a zone, so they are shown as they are.
 */
export function formatTakenOn(value: string, locale?: DateFnsLocale): string {
  return format(parseISO(value.replace(/Z$/, '')), "d MMMM yyyy 'at' HH:mm:ss", locale ? { locale } : undefined);
}
