import type { Brand } from '../../shared/brands';
import { FAQ_URL } from '~/account/menu';

/** The customer-care contact page (the help centre's contact form), linked from the error pages. */
export const CUSTOMER_CARE_URL = new URL('contact', FAQ_URL).href;

/** The brand's storefront home page ('continue to the store', 'view products'). */
export function storefrontUrl(brand: Pick<Brand, 'host'>): string {
  return `https://${brand.host}/`;
}

/** 'Try again' on the confirmation error pages: the customer's settings (business settings for b2b). */
export function settingsPath(customer: { b2b: boolean }): string {
  return customer.b2b ? '/settings/b2b' : '/settings';
}
