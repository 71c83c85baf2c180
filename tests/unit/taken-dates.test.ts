import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/brands';
import { longDate, takenDayAndTime } from '~/lib/dates';
import { dateLocaleFor } from '~/photos/month-heading.server';

/** What the dates were before the fast path: date-fns for everything; the day as every date of the account is written (longDate). */
const reference = {
  usable: (v: string) => isValid(parseISO(v)) && !v.startsWith('1970-01'),
  time: (v: string) => format(parseISO(v.replace(/Z$/, '')), 'HH:mm:ss'),
  day: (v: string, code: string) => {
    const d = parseISO(v.replace(/Z$/, ''));
    return longDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }, code);
  },
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Every month, first and last days, leap days, midnight and the last second, with and without Z and milliseconds. */
const VALUES = [1999, 2000, 2023, 2024].flatMap((y) =>
  Array.from({ length: 12 }, (_, i) => i + 1).flatMap((m) =>
    [1, 28, 29, 30, 31].flatMap((d) => [`${y}-${pad(m)}-${pad(d)}T00:00:00`, `${y}-${pad(m)}-${pad(d)}T23:59:59Z`, `${y}-${pad(m)}-${pad(d)}T07:08:09.123`]),
  ),
);

describe('dates taken: the fast path writes what date-fns read, as the locale writes a day', () => {
  it('agrees on which values are usable, odd ones included', () => {
    const odd = ['1970-01-01T00:00:00', '2024-02-30T10:00:00', '2024-13-01T10:00:00', '2024-05-03T24:00:00', '2024-05-03', '2024-05-03T10:00:00+02:00', 'yesterday', '0099-05-03T10:00:00'];
    for (const v of [...VALUES, ...odd]) expect(takenDayAndTime(v) !== null, v).toBe(reference.usable(v));
  });

  it('formats every usable value alike in every storefront locale', () => {
    const usable = VALUES.filter(reference.usable);
    expect(usable.length).toBeGreaterThan(500);
    for (const code of LOCALES) {
      const locale = dateLocaleFor(code);
      for (const v of usable) {
        expect(takenDayAndTime(v, locale), `${code} ${v}`).toEqual([reference.day(v, code), reference.time(v)]);
      }
    }
    // Not a plain date: date-fns itself.
    const zoned = '2024-05-03T14:05:09+02:00';
    expect(takenDayAndTime(zoned, dateLocaleFor('en-GB'))).toEqual([reference.day(zoned, 'en-GB'), reference.time(zoned)]);
    expect(takenDayAndTime('2026-12-04T10:00:00', dateLocaleFor('de-DE'))?.[0]).toBe('4. Dezember 2026');
    expect(takenDayAndTime('2026-01-04T10:00:00', dateLocaleFor('de-AT'))?.[0]).toBe('4. Jänner 2026');
  });
});
