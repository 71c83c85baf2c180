import { describe, expect, it } from 'vitest';
import { accountInformationSchema } from '~/services/storage.server';
import { noticeIn } from '~/photos/storage/notice';
import { addMonths, deriveStorageStatus, formatPlainDate, isTimeZone, monthsBetween, plainDateIn } from '~/photos/storage/status';

const LONDON = 'Europe/London';
/** Noon in London (GMT in winter, BST in summer: either way the same calendar day). */
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
const derive = (deletion: string, now: string, zone = LONDON) => deriveStorageStatus(deletion, new Date(now), zone);

describe('storage status: month boundaries', () => {
  const now = '2026-11-24T12:00:00Z';
  it('exactly 3 months is safe; a day less is warning', () => {
    const three = derive(at('2027-02-24').toISOString(), now);
    expect(three).toMatchObject({ status: 'safe', monthsRemaining: 3, daysRemaining: 92, message: { key: 'storage.safe', count: 3 } });
    const less = derive(at('2027-02-23').toISOString(), now);
    expect(less).toMatchObject({ status: 'warning', monthsRemaining: 2, daysRemaining: 91, message: { key: 'storage.warning', count: 91 } });
  });

  it('exactly 1 month is warning; a day less is critical', () => {
    expect(derive(at('2026-12-24').toISOString(), now)).toMatchObject({ status: 'warning', monthsRemaining: 1, daysRemaining: 30, message: { key: 'storage.warning', count: 30 } });
    expect(derive(at('2026-12-23').toISOString(), now)).toMatchObject({ status: 'critical', monthsRemaining: 0, daysRemaining: 29, message: { key: 'storage.critical.days', count: 29 } });
  });

  it('the last days: in 2 days, tomorrow, today, and a date already passed counts as today', () => {
    expect(derive(at('2026-11-26').toISOString(), now).message).toEqual({ key: 'storage.critical.days', count: 2 });
    expect(derive(at('2026-11-25').toISOString(), now).message).toEqual({ key: 'storage.critical.tomorrow' });
    expect(derive('2026-11-24T23:59:59Z', now)).toMatchObject({ daysRemaining: 0, message: { key: 'storage.critical.today' } });
    expect(derive('2026-11-24T00:00:00Z', now)).toMatchObject({ daysRemaining: 0, status: 'critical', message: { key: 'storage.critical.today' } });
    expect(derive('2026-11-20T00:00:00Z', now)).toMatchObject({ daysRemaining: 0, monthsRemaining: 0, status: 'critical' });
  });

  it('a deletion day already passed: deleted today, and the day to order by is today, not that day', () => {
    const passed = derive('2026-11-23T12:00:00Z', '2026-11-24T12:00:00Z');
    expect(passed).toMatchObject({ message: { key: 'storage.critical.today' }, deletionDay: { year: 2026, month: 11, day: 23 }, orderByDay: { year: 2026, month: 11, day: 24 } });
    const notice = noticeIn({ projectedDeletionDate: '2026-11-23T12:00:00Z', locale: 'en-GB', projectCount: 0 }, LONDON, new Date('2026-11-24T12:00:00Z'));
    expect(notice.date).toBe('24 November 2026');
    // Today and later: the deletion day itself.
    expect(derive('2026-11-26T12:00:00Z', '2026-11-24T12:00:00Z').orderByDay).toEqual({ year: 2026, month: 11, day: 26 });
  });

  it('the time of day does not matter, only the calendar day in the customer’s zone', () => {
    expect(derive('2026-11-25T00:00:01Z', '2026-11-24T23:59:59Z').message).toEqual({ key: 'storage.critical.tomorrow' });
    expect(derive('2026-11-24T23:59:59Z', '2026-11-24T00:00:01Z').message).toEqual({ key: 'storage.critical.today' });
  });

  it('18 months ahead is safe with 18 months remaining', () => {
    expect(derive('2028-05-24T12:00:00Z', now)).toMatchObject({ status: 'safe', monthsRemaining: 18 });
  });
});

describe('storage status: DST changes', () => {
  it('Europe/London, clocks go back (25 Oct 2026): a 24-hour gap is still the same day', () => {
    // now 00:30 BST on 25 Oct; deletion 23:30 GMT on 25 Oct (24 hours later).
    expect(derive('2026-10-25T23:30:00Z', '2026-10-24T23:30:00Z').message).toEqual({ key: 'storage.critical.today' });
    expect(derive('2026-10-26T00:30:00Z', '2026-10-24T23:30:00Z').message).toEqual({ key: 'storage.critical.tomorrow' });
  });

  it('Europe/London, clocks go forward (28 Mar 2027): 24 hours span two days', () => {
    // now 23:30 GMT on 27 Mar; deletion 00:30 BST on 29 Mar.
    expect(derive('2027-03-28T23:30:00Z', '2027-03-27T23:30:00Z').message).toEqual({ key: 'storage.critical.days', count: 2 });
  });

  it('Europe/Oslo, clocks go back (25 Oct 2026)', () => {
    expect(derive('2026-10-25T22:30:00Z', '2026-10-24T22:30:00Z', 'Europe/Oslo').message).toEqual({ key: 'storage.critical.today' });
    expect(derive('2026-10-25T22:30:00Z', '2026-10-24T22:30:00Z', LONDON).message).toEqual({ key: 'storage.critical.tomorrow' });
  });

  it('America/New_York, clocks go forward (14 Mar 2027) and back (1 Nov 2026)', () => {
    // 23:30 EST on 13 Mar → 23:30 EDT on 14 Mar: tomorrow (23 hours later).
    expect(derive('2027-03-15T03:30:00Z', '2027-03-14T04:30:00Z', 'America/New_York').message).toEqual({ key: 'storage.critical.tomorrow' });
    // 00:30 EDT on 1 Nov → 23:30 EST on 1 Nov: today (24 hours later).
    expect(derive('2026-11-02T04:30:00Z', '2026-11-01T04:30:00Z', 'America/New_York').message).toEqual({ key: 'storage.critical.today' });
  });

  it('counts months across a DST change by calendar date (exactly 3 months over the October change)', () => {
    expect(derive('2026-11-24T00:30:00Z', '2026-08-23T23:30:00Z')).toMatchObject({ status: 'safe', monthsRemaining: 3 }); // 24 Aug 00:30 BST → 24 Nov 00:30 GMT
  });
});

describe('storage status: leap days', () => {
  it('deletion on 29 Feb 2028', () => {
    const deletion = '2028-02-29T12:00:00Z';
    expect(derive(deletion, '2028-01-29T12:00:00Z')).toMatchObject({ status: 'warning', monthsRemaining: 1, daysRemaining: 31 });
    // 31 Jan + 1 month ends on 29 Feb (the month's last day): still a whole month.
    expect(derive(deletion, '2028-01-31T12:00:00Z')).toMatchObject({ status: 'warning', monthsRemaining: 1, daysRemaining: 29 });
    expect(derive(deletion, '2028-02-01T12:00:00Z')).toMatchObject({ status: 'critical', monthsRemaining: 0, message: { key: 'storage.critical.days', count: 28 } });
    expect(derive(deletion, '2028-02-28T12:00:00Z').message).toEqual({ key: 'storage.critical.tomorrow' });
    expect(derive(deletion, '2027-11-29T12:00:00Z')).toMatchObject({ status: 'safe', monthsRemaining: 3 });
    // 30 Nov + 3 months ends on 29 Feb too (there is no 30 Feb); 1 Dec is short of 3 months.
    expect(derive(deletion, '2027-11-30T12:00:00Z')).toMatchObject({ status: 'safe', monthsRemaining: 3 });
    expect(derive(deletion, '2027-12-01T12:00:00Z')).toMatchObject({ status: 'warning', monthsRemaining: 2 });
  });

  it('registration on 29 Feb 2028 + 18 months = 29 Aug 2029; a registration on 31 Aug 2026 ends on 28 Feb 2028', () => {
    // The platform's date (platform/deletion-api/storage-dates.ts, tested in tests/platform/deletion-api.test.ts).
    expect(derive('2029-08-29T09:00:00Z', '2029-05-29T09:00:00Z')).toMatchObject({ status: 'safe', monthsRemaining: 3 });
    expect(derive('2029-08-29T09:00:00Z', '2029-08-28T09:00:00Z').message).toEqual({ key: 'storage.critical.tomorrow' });
    expect(addMonths({ year: 2026, month: 8, day: 31 }, 18)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addMonths({ year: 2027, month: 8, day: 31 }, 18)).toEqual({ year: 2029, month: 2, day: 28 });
  });
});

describe('storage status: time zones', () => {
  // One instant each: 20:00 UTC on 30 Nov; the deletion at 10:00 UTC on 1 Dec.
  const now = '2026-11-30T20:00:00Z';
  const deletion = '2026-12-01T10:00:00Z';
  it.each([
    ['Pacific/Auckland', 'storage.critical.today'], // 09:00 → 23:00 on 1 Dec (NZDT, +13)
    ['Pacific/Honolulu', 'storage.critical.tomorrow'], // 10:00 on 30 Nov → 00:00 on 1 Dec (-10)
    ['Europe/London', 'storage.critical.tomorrow'],
    ['Europe/Oslo', 'storage.critical.tomorrow'],
    ['America/New_York', 'storage.critical.tomorrow'],
    ['Asia/Tokyo', 'storage.critical.today'], // 05:00 → 19:00 on 1 Dec
  ])('%s', (zone, key) => {
    expect(derive(deletion, now, zone).message.key).toBe(key);
  });

  it('the deletion day and the status threshold follow the zone', () => {
    // 09:30 UTC on 24 Feb 2027 is still 23 Feb in Honolulu: a day short of 3 months there.
    expect(derive('2027-02-24T09:30:00Z', '2026-11-24T22:00:00Z', 'Pacific/Honolulu')).toMatchObject({ status: 'warning', monthsRemaining: 2, deletionDay: { year: 2027, month: 2, day: 23 } });
    expect(derive('2027-02-24T09:30:00Z', '2026-11-24T22:00:00Z', 'Europe/London')).toMatchObject({ status: 'safe', monthsRemaining: 3, deletionDay: { year: 2027, month: 2, day: 24 } });
    // In Auckland it is already 25 Nov: short of 3 months as well.
    expect(derive('2027-02-24T09:30:00Z', '2026-11-24T22:00:00Z', 'Pacific/Auckland')).toMatchObject({ status: 'warning', monthsRemaining: 2, deletionDay: { year: 2027, month: 2, day: 24 } });
  });

  it('plainDateIn, isTimeZone', () => {
    expect(plainDateIn(new Date('2026-06-30T23:30:00Z'), 'Europe/London')).toEqual({ year: 2026, month: 7, day: 1 });
    expect(plainDateIn(new Date('2026-06-30T23:30:00Z'), 'UTC')).toEqual({ year: 2026, month: 6, day: 30 });
    // Asked again (kept by zone and minute): the same answers, the last minute of a day and the first of the next apart.
    expect(plainDateIn(new Date('2026-06-30T23:30:59Z'), 'Europe/London')).toEqual({ year: 2026, month: 7, day: 1 });
    expect(plainDateIn(new Date('2026-06-30T22:59:59Z'), 'Europe/London')).toEqual({ year: 2026, month: 6, day: 30 });
    expect(plainDateIn(new Date('2026-06-30T23:00:00Z'), 'Europe/London')).toEqual({ year: 2026, month: 7, day: 1 });
    expect(plainDateIn(new Date('2026-06-30T23:30:00Z'), 'Asia/Kolkata')).toEqual({ year: 2026, month: 7, day: 1 });
    const kept = plainDateIn(new Date('2026-06-30T23:30:00Z'), 'UTC');
    kept.day = 1;
    expect(plainDateIn(new Date('2026-06-30T23:30:00Z'), 'UTC')).toEqual({ year: 2026, month: 6, day: 30 });
    expect(isTimeZone('Pacific/Auckland')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('helpers', () => {
  it('monthsBetween counts whole calendar months, negative when past', () => {
    expect(monthsBetween({ year: 2026, month: 1, day: 31 }, { year: 2026, month: 3, day: 30 })).toBe(1);
    expect(monthsBetween({ year: 2026, month: 1, day: 31 }, { year: 2026, month: 3, day: 31 })).toBe(2);
    expect(monthsBetween({ year: 2026, month: 5, day: 10 }, { year: 2026, month: 3, day: 10 })).toBe(-2);
  });
  it('formats the Order-by date in the locale', () => {
    expect(formatPlainDate({ year: 2026, month: 12, day: 1 }, 'en-GB')).toBe('1 December 2026');
    expect(formatPlainDate({ year: 2026, month: 12, day: 1 }, 'de-DE')).toBe('1. Dezember 2026');
  });
  it('an invalid projected deletion date throws', () => {
    expect(() => derive('soon', '2026-11-24T12:00:00Z')).toThrow(RangeError);
  });
  it('the response schema accepts the contract and refuses a wrong shape', () => {
    const ok = { lastOrderDate: null, projectCount: 0, projectedDeletionDate: '2027-01-01T00:00:00.000Z', registrationDate: '2025-07-01T00:00:00.000Z' };
    expect(accountInformationSchema.safeParse(ok).success).toBe(true);
    expect(accountInformationSchema.safeParse({ ...ok, projectedDeletionDate: 'never' }).success).toBe(false);
    expect(accountInformationSchema.safeParse({ ...ok, projectCount: -1 }).success).toBe(false);
    expect(accountInformationSchema.safeParse({ ...ok, lastOrderDate: undefined }).success).toBe(false);
  });
});

describe('noticeIn (the server’s and the island’s count)', () => {
  it('counts the same deletion date in the given zone, with the date in the locale', () => {
    const base = { projectedDeletionDate: '2026-12-01T10:00:00Z', locale: 'en-GB', projectCount: 2 };
    const now = new Date('2026-11-30T20:00:00Z');
    expect(noticeIn(base, 'Pacific/Auckland', now)).toMatchObject({ status: 'critical', message: { key: 'storage.critical.today' }, date: '1 December 2026', timeZone: 'Pacific/Auckland', projectCount: 2 });
    expect(noticeIn(base, 'Pacific/Honolulu', now)).toMatchObject({ status: 'critical', message: { key: 'storage.critical.tomorrow' }, date: '1 December 2026' });
    expect(noticeIn({ ...base, projectedDeletionDate: '2026-12-01T09:30:00Z' }, 'Pacific/Honolulu', now).date).toBe('30 November 2026');
    expect(noticeIn({ ...base, locale: 'nb-NO' }, 'Europe/Oslo', now).date).toBe('1. desember 2026');
  });
});
