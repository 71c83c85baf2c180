import { longDate } from '~/lib/dates';

/** Dates of orders as the account writes every date (longDate: the locale's long date, in UTC). */
export function formatOrderDate(iso: string, locale: string): string {
  return longDate(iso, locale) ?? iso;
}
