import { data } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { settingsPath } from './links';

/** The confirmation error pages need sign-in (spec §6); Try again goes to the customer's settings. */
export async function errorPageLoader(request: Request) {
  const { customer, headers } = await requireCustomer(request);
  return data({ tryAgain: settingsPath(customer) }, { headers });
}
