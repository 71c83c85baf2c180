import type { TKey } from '~/i18n/t';

/**
 * The business account-status banner. New accounts that lack company details are asked to
 * complete them; New accounts with details wait for validation; Blocked accounts are told
 * to contact customer care. Default accounts and normal customers see none.
 */
export function b2bBanner(customer: {
  customerType: 'b2c' | 'b2b';
  b2bStatus: 'Default' | 'New' | 'Blocked' | null;
  companyName?: string | null;
  vatNumber?: string | null;
}): TKey | null {
  if (customer.customerType !== 'b2b') return null;
  if (customer.b2bStatus === 'Blocked') return 'b2b.banner.blocked';
  if (customer.b2bStatus === 'New') {
    return customer.companyName && customer.vatNumber ? 'b2b.banner.pendingValidation' : 'b2b.banner.missingDetails';
  }
  return null;
}
