import { longDate } from '~/lib/dates';
import { dateTimeFormat } from '~/lib/intl';

/**
 * The album's created label (account-area.md section 2): 'Created today', 'Created yesterday'
 * or 'Created {date}' with the date as the account writes every date (longDate, decision 2522). Days are calendar days in `timeZone`
 * (the brand's country; docs/decisions/0621-album-created-label-time-zone.md), so an album
 * created at 23:30 in London is 'today' until midnight in London, whatever the server's zone.
 */
export type CreatedLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: string };

interface Day {
  year: number;
  month: number;
  day: number;
}

/** The calendar day an instant falls on in a time zone. */
export function calendarDay(instant: Date, timeZone: string): Day {
  const parts = dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const dayNumber = (d: Day) => Math.round(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);

/**
 * The label for an album created at `created` (an ISO instant), seen at `now` in `timeZone`.
 * A date that does not parse gives null (the label is left out).
 */
export function createdLabel(created: string, now: Date, timeZone: string, locale = 'en-GB'): CreatedLabel | null {
  const instant = new Date(created);
  if (Number.isNaN(instant.getTime()) || Number.isNaN(now.getTime())) return null;
  const day = calendarDay(instant, timeZone);
  const diff = dayNumber(calendarDay(now, timeZone)) - dayNumber(day);
  if (diff === 0) return { kind: 'today' };
  if (diff === 1) return { kind: 'yesterday' };
  // The calendar day itself (no zone arithmetic left to go wrong).
  const date = longDate(day, locale);
  return date ? { kind: 'date', date } : null;
}
