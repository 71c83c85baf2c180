import { data } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { storeUrlFor } from './store-loader.server';
import { settingsPath } from './links';

/**
 * The confirmation error pages need sign-in (spec §6); Try again goes to the customer's settings,
 * 'Contact customer care' to the storefront's contact page (its menu configuration's ContactUs).
 */
export async function errorPageLoader(request: Request) {
  const [{ customer, headers }, contactUrl] = await Promise.all([requireCustomer(request), storeUrlFor(request, 'ContactUs')]);
  return data({ tryAgain: settingsPath(customer), contactUrl }, { headers });
}
