import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '~/lib/safe-redirect';

describe('safeReturnTo', () => {
  it.each([
    ['/orders', '/orders'],
    ['/orders?tab=history#top', '/orders?tab=history#top'],
    ['/my-photos/photos?stripped=true', '/my-photos/photos?stripped=true'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/.//evil.example/phish',
    '/%2e//evil.example/phish',
    '/%2E//evil.example/phish',
    '/..//evil.example/phish',
    '/a/../..//evil.example/phish',
    'javascript:alert(1)',
    'orders',
    '',
    '/\u0000x',
    '/x\nLocation: https://evil.example',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('refuses what is not a string', () => {
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(['/orders'])).toBe('/');
  });
});
