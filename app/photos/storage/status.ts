/**
 * The storage status (photo-library.md sections 3, 4 and 9): pure date arithmetic on calendar
 * days in the customer's time zone, so the notice is right to the day in every zone. Time
 * zones go through Intl only; the arithmetic is on plain Y-M-D dates, so DST changes cannot
 * move a day (decision 0700).
 */
import { dateTimeFormat } from '~/lib/intl';
import { remembered } from '~/lib/remembered';

export type StorageStatus = 'safe' | 'warning' | 'critical';

/** Safe from 3 months remaining, warning from 1 up to 3, critical under 1 (section 9). */
const SAFE_MONTHS = 3;
const WARNING_MONTHS = 1;

/** A calendar date without a zone. */
export interface PlainDate {
  year: number;
  month: number;
  day: number;
}

export type StorageMessage =
  | { key: 'storage.safe'; count: number }
  | { key: 'storage.warning'; count: number }
  | { key: 'storage.critical.today' }
  | { key: 'storage.critical.tomorrow' }
  | { key: 'storage.critical.days'; count: number };

export interface StorageDerived {
  /** Calendar days from today to the deletion day in the customer's zone; never below 0 (decision 0700). */
  daysRemaining: number;
  /** Whole calendar months from today to the deletion day (a month ending on a shorter month's last day counts). */
  monthsRemaining: number;
  status: StorageStatus;
  message: StorageMessage;
  /** The deletion day in the customer's zone. */
  deletionDay: PlainDate;
  /**
   * 'Order by {date}' (critical only in the UI): the deletion day, or today once that day has
   * passed (the photos, still there, go today; a date in the past is no day to order by).
   */
  orderByDay: PlainDate;
}

const DAY_MS = 86_400_000;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Dates found, by zone and minute: every page of My photos asks for today and the deletion day
 * (Intl's formatToParts each time was 1.2 % of the timeline's server time). A minute never
 * spans two days: zones' offsets today are whole minutes. Bounded.
 */
const datesByMinute = remembered<PlainDate>(1_000);

/** The calendar date of `instant` in `timeZone`. */
export function plainDateIn(instant: Date, timeZone: string): PlainDate {
  const date = datesByMinute(`${timeZone}|${Math.floor(instant.getTime() / 60_000)}`, () => {
    const f = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', calendar: 'gregory', numberingSystem: 'latn' });
    const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
    return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  });
  return { ...date };
}

const epochDay = (d: PlainDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

/** `months` calendar months after `d`; a day missing in the target month becomes its last day. */
export function addMonths(d: PlainDate, months: number): PlainDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(d.day, last) };
}

/** Calendar days from `from` to `to`. */
function daysBetween(from: PlainDate, to: PlainDate): number {
  return epochDay(to) - epochDay(from);
}

/** The largest n with `from` + n months on or before `to`. */
export function monthsBetween(from: PlainDate, to: PlainDate): number {
  let n = (to.year - from.year) * 12 + (to.month - from.month);
  while (n > 0 && epochDay(addMonths(from, n)) > epochDay(to)) n -= 1;
  while (epochDay(addMonths(from, n + 1)) <= epochDay(to)) n += 1;
  return n;
}

/**
 * Derives daysRemaining, monthsRemaining, status and message from the projected deletion date
 * (an instant), the current instant and the customer's time zone.
 */
export function deriveStorageStatus(projectedDeletionDate: string | Date, now: Date, timeZone: string): StorageDerived {
  const deletion = typeof projectedDeletionDate === 'string' ? new Date(projectedDeletionDate) : projectedDeletionDate;
  if (Number.isNaN(deletion.getTime())) throw new RangeError('invalid projected deletion date');
  const today = plainDateIn(now, timeZone);
  const deletionDay = plainDateIn(deletion, timeZone);
  const daysRemaining = Math.max(0, daysBetween(today, deletionDay));
  const orderByDay = daysBetween(today, deletionDay) < 0 ? today : deletionDay;
  const monthsRemaining = Math.max(0, monthsBetween(today, deletionDay));
  const status: StorageStatus = monthsRemaining >= SAFE_MONTHS ? 'safe' : monthsRemaining >= WARNING_MONTHS ? 'warning' : 'critical';
  const message: StorageMessage =
    status === 'safe'
      ? { key: 'storage.safe', count: monthsRemaining }
      : status === 'warning'
        ? { key: 'storage.warning', count: daysRemaining }
        : daysRemaining === 0
          ? { key: 'storage.critical.today' }
          : daysRemaining === 1
            ? { key: 'storage.critical.tomorrow' }
            : { key: 'storage.critical.days', count: daysRemaining };
  return { daysRemaining, monthsRemaining, status, message, deletionDay, orderByDay };
}

/** A plain date in the customer's words, e.g. '24 November 2026' (en-GB). */
export function formatPlainDate(d: PlainDate, locale: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)));
}
