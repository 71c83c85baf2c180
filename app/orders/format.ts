import { dateTimeFormat } from '~/lib/intl';

/** Dates of orders as a long date in the customer's locale (UTC, so server and browser agree). */
export function formatOrderDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
