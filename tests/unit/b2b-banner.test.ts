import { describe, expect, it } from 'vitest';
import { b2bBanner } from '~/account/b2b-banner';

describe('b2bBanner', () => {
  const b2b = { customerType: 'b2b' as const, companyName: 'Ltd', vatNumber: 'GB1' };
  it('shows nothing for normal customers and Default business accounts', () => {
    expect(b2bBanner({ customerType: 'b2c', b2bStatus: null })).toBeNull();
    expect(b2bBanner({ ...b2b, b2bStatus: 'Default' })).toBeNull();
  });
  it('asks New accounts for missing details, else says validation is pending', () => {
    expect(b2bBanner({ ...b2b, companyName: null, b2bStatus: 'New' })).toBe('b2b.banner.missingDetails');
    expect(b2bBanner({ ...b2b, vatNumber: '', b2bStatus: 'New' })).toBe('b2b.banner.missingDetails');
    expect(b2bBanner({ ...b2b, b2bStatus: 'New' })).toBe('b2b.banner.pendingValidation');
  });
  it('tells Blocked accounts to contact customer care', () => {
    expect(b2bBanner({ ...b2b, b2bStatus: 'Blocked' })).toBe('b2b.banner.blocked');
  });
});
