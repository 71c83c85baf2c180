import { brandFor } from '~/i18n/i18next.server';
import { storefrontUrl } from './links';

/** The storefront of the brand the customer is on (anonymous pages). */
export function storeUrlFor(request: Request): string {
  return storefrontUrl(brandFor(request));
}
