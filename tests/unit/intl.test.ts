import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '~/lib/intl';

describe('memoised Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const a = dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(dateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date('2024-05-03T10:00:00Z'))).toBe('3 May 2024');
  });

  it('still throws for what Intl refuses, and caches nothing for it', () => {
    expect(() => numberFormat('en-GB', { style: 'currency', currency: 'not a currency' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-GB', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
  });
});
