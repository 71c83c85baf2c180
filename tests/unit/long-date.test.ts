import { describe, expect, it } from 'vitest';
import { longDate } from '~/lib/dates';

describe('longDate, kept per locale and UTC day', () => {
  it('writes each locale its own words for the same day, however often asked', () => {
    for (let i = 0; i < 3; i++) {
      expect(longDate('2026-12-04T08:00:00Z', 'en-GB')).toBe('4 December 2026');
      expect(longDate('2026-12-04T08:00:00Z', 'de-DE')).toBe('4. Dezember 2026');
      expect(longDate({ year: 2026, month: 12, day: 4 }, 'nl-NL')).toBe('4 december 2026');
    }
  });

  it('tells apart instants either side of midnight UTC, and days before 1970', () => {
    expect(longDate(new Date('2026-12-04T23:59:59.999Z'), 'en-GB')).toBe('4 December 2026');
    expect(longDate(new Date('2026-12-05T00:00:00.000Z'), 'en-GB')).toBe('5 December 2026');
    expect(longDate('1969-12-31', 'en-GB')).toBe('31 December 1969');
    expect(longDate('1970-01-01', 'en-GB')).toBe('1 January 1970');
  });

  it('gives null for what does not parse, and for a locale Intl does not know, every time', () => {
    expect(longDate('not a date', 'en-GB')).toBeNull();
    expect(longDate('2026-12-04', 'x-not-a-locale-at-all-1234')).toBeNull();
    expect(longDate('2026-12-04', 'x-not-a-locale-at-all-1234')).toBeNull();
  });
});
