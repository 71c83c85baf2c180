import { afterEach, describe, expect, it } from 'vitest';
import { calendarDay, createdLabel } from '~/albums/page/created-label';
import { timeZoneForCountry } from '../../shared/brands';

const LONDON = 'Europe/London';

describe('createdLabel', () => {
  it('says today for the same calendar day, also just after midnight', () => {
    expect(createdLabel('2026-11-22T00:00:30Z', new Date('2026-11-22T23:59:59Z'), LONDON)).toEqual({ kind: 'today' });
    expect(createdLabel('2026-11-22T08:00:00Z', new Date('2026-11-22T08:00:01Z'), LONDON)).toEqual({ kind: 'today' });
  });

  it('says yesterday across midnight, however few seconds apart', () => {
    expect(createdLabel('2026-11-21T23:59:59Z', new Date('2026-11-22T00:00:01Z'), LONDON)).toEqual({ kind: 'yesterday' });
    expect(createdLabel('2026-11-21T00:00:00Z', new Date('2026-11-22T23:59:59Z'), LONDON)).toEqual({ kind: 'yesterday' });
  });

  it('gives the date as the locale\'s long date from two days back', () => {
    expect(createdLabel('2026-11-20T12:00:00Z', new Date('2026-11-22T12:00:00Z'), LONDON, 'en-GB')).toEqual({ kind: 'date', date: '20 November 2026' });
    expect(createdLabel('2024-03-05T12:00:00Z', new Date('2026-11-22T12:00:00Z'), LONDON, 'en-GB')).toEqual({ kind: 'date', date: '5 March 2024' });
  });

  it('counts days in the given time zone, not in UTC', () => {
    // 23:30 UTC on 21 Nov is 00:30 on 22 Nov in Amsterdam (UTC+1): today there, yesterday in London.
    const created = '2026-11-21T23:30:00Z';
    const now = new Date('2026-11-22T10:00:00Z');
    expect(createdLabel(created, now, 'Europe/Amsterdam')).toEqual({ kind: 'today' });
    expect(createdLabel(created, now, LONDON)).toEqual({ kind: 'yesterday' });
    // Summer time: 23:30 UTC on 30 June is 00:30 on 1 July in London (UTC+1).
    expect(createdLabel('2026-06-30T23:30:00Z', new Date('2026-07-01T12:00:00Z'), LONDON)).toEqual({ kind: 'today' });
    expect(createdLabel('2026-06-30T22:30:00Z', new Date('2026-07-01T12:00:00Z'), LONDON)).toEqual({ kind: 'yesterday' });
  });

  it('formats the day of the time zone, in the locale', () => {
    // 23:30 UTC on 1 March is 2 March in Berlin.
    expect(createdLabel('2025-03-01T23:30:00Z', new Date('2026-11-22T10:00:00Z'), 'Europe/Berlin', 'de-DE')).toEqual({ kind: 'date', date: '2. März 2025' });
    expect(createdLabel('2025-03-01T23:30:00Z', new Date('2026-11-22T10:00:00Z'), LONDON, 'en-GB')).toEqual({ kind: 'date', date: '1 March 2025' });
  });

  it('handles the change to and from summer time', () => {
    // London's clocks went forward at 01:00 UTC on 29 March 2026; the day is still 24 h apart as days.
    expect(createdLabel('2026-03-28T23:30:00Z', new Date('2026-03-29T22:59:00Z'), LONDON)).toEqual({ kind: 'yesterday' });
    expect(createdLabel('2026-03-29T00:30:00Z', new Date('2026-03-29T22:59:00Z'), LONDON)).toEqual({ kind: 'today' });
    // 23:30 UTC on 29 March is 00:30 on 30 March (BST).
    expect(createdLabel('2026-03-29T00:30:00Z', new Date('2026-03-29T23:30:00Z'), LONDON)).toEqual({ kind: 'yesterday' });
  });

  it('shows a date for an album created in the future (clock skew), never "today" by mistake', () => {
    expect(createdLabel('2026-11-25T12:00:00Z', new Date('2026-11-22T12:00:00Z'), LONDON, 'en-GB')).toEqual({ kind: 'date', date: '25 November 2026' });
  });

  it('leaves the label out for a date that does not parse', () => {
    expect(createdLabel('not a date', new Date(), LONDON)).toBeNull();
  });

  describe('whatever the server process time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });
    it.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])('%s', (tz) => {
      process.env.TZ = tz;
      expect(createdLabel('2026-11-21T23:30:00Z', new Date('2026-11-22T10:00:00Z'), LONDON)).toEqual({ kind: 'yesterday' });
      expect(createdLabel('2026-11-20T00:10:00Z', new Date('2026-11-22T10:00:00Z'), LONDON, 'en-GB')).toEqual({ kind: 'date', date: '20 November 2026' });
    });
  });
});

describe('calendarDay and timeZoneForCountry', () => {
  it('reads the day in the zone', () => {
    expect(calendarDay(new Date('2026-01-01T00:30:00Z'), 'America/New_York')).toEqual({ year: 2025, month: 12, day: 31 });
  });
  it('maps brand countries, falling back to London', () => {
    expect(timeZoneForCountry('NL')).toBe('Europe/Amsterdam');
    expect(timeZoneForCountry('no')).toBe('Europe/Oslo');
    expect(timeZoneForCountry('XX')).toBe('Europe/London');
  });
});
