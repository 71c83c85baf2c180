import { describe, expect, it } from 'vitest';
import { b2bUrlOf, defaultFirst, isB2bPath, settingsPaths } from '~/settings/paths';

describe('settings paths', () => {
  it('tells the business variant by the URL path', () => {
    expect(isB2bPath('/settings/b2b')).toBe(true);
    expect(isB2bPath('/settings/b2b/')).toBe(true);
    expect(isB2bPath('/settings/b2b/email')).toBe(true);
    expect(isB2bPath('/settings')).toBe(false);
    expect(isB2bPath('/settings/email')).toBe(false);
    expect(isB2bPath('/settings/b2bx')).toBe(false);
  });

  it('sends a business customer to the business URL, keeping the query', () => {
    expect(b2bUrlOf(new URL('http://x/settings'))).toBe('/settings/b2b');
    expect(b2bUrlOf(new URL('http://x/settings/email?stripped=true'))).toBe('/settings/b2b/email?stripped=true');
  });

  it('links each variant to its own pages', () => {
    expect(settingsPaths(false)).toMatchObject({ settings: '/settings', email: '/settings/email', newAddress: '/settings/new-address', allAddresses: '/settings/addresses/all' });
    expect(settingsPaths(true)).toMatchObject({ settings: '/settings/b2b', email: '/settings/b2b/email', newAddress: '/settings/b2b/new-address', allAddresses: '/settings/addresses/all' });
    expect(settingsPaths(false).address('a b')).toBe('/settings/address/a%20b');
    expect(settingsPaths(true).address('id-1')).toBe('/settings/b2b/address/id-1');
  });

  it('lists the default address first, the rest in order', () => {
    const list = [{ id: 'a', isDefault: false }, { id: 'b', isDefault: true }, { id: 'c', isDefault: false }];
    expect(defaultFirst(list).map((a) => a.id)).toEqual(['b', 'a', 'c']);
    expect(defaultFirst([])).toEqual([]);
  });
});
