import { redirect } from '@remix-run/node';
import { clearAuthCookies } from '~/auth/cookies.server';
import { logFailure } from '~/lib/log.server';
import { getPaymentMethod, type PaymentMethod } from '~/services/account-settings.server';
import { listAddresses, type Address } from '~/services/addresses.server';
import { getMe, type CustomerRecord } from '~/services/customer.server';
import { isUnauthorized, type UpstreamContext } from '~/services/http.server';
import { defaultFirst } from './paths';
import { DELETED_ACCOUNT_LOGOUT } from '~/auth/sign-out.server';

export type SettingsData =
  | { kind: 'ok'; customer: CustomerRecord; addresses: Address[]; paymentMethod: PaymentMethod | null }
  | { kind: 'deleted' }
  | { kind: 'unauthorized' }
  | { kind: 'error' };

/**
 * What the settings page shows: the customer, the addresses (default first) and the payment
 * method, fetched together. Any failure is logged with the correlation id and the page shows
 * the spec's 'An error occurred loading your settings'.
 */
export async function loadSettings(ctx: UpstreamContext): Promise<SettingsData> {
  const [me, addresses, payment] = await Promise.allSettled([getMe(ctx), listAddresses(ctx), getPaymentMethod(ctx)]);
  // A deleted account answers 404 everywhere: the customer's own 404 (null) says so first.
  if (me.status === 'fulfilled' && me.value === null) return { kind: 'deleted' };
  const failures = [me, addresses, payment].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failures.some(isUnauthorized)) return { kind: 'unauthorized' };
  if (me.status === 'rejected' || addresses.status === 'rejected' || payment.status === 'rejected' || !me.value) {
    for (const error of failures) {
      logFailure('settings could not be loaded', error, { correlationId: ctx.correlationId });
    }
    return { kind: 'error' };
  }
  return { kind: 'ok', customer: me.value, addresses: defaultFirst(addresses.value), paymentMethod: payment.value };
}

/** The customer record alone (the personal-details and e-mail pages), with the same failure states. */
export async function loadCustomer(ctx: UpstreamContext): Promise<{ kind: 'ok'; customer: CustomerRecord } | { kind: 'deleted' | 'unauthorized' | 'error' }> {
  try {
    const customer = await getMe(ctx);
    return customer ? { kind: 'ok', customer } : { kind: 'deleted' };
  } catch (error) {
    if (isUnauthorized(error)) return { kind: 'unauthorized' };
    logFailure('settings could not be loaded', error, { correlationId: ctx.correlationId });
    return { kind: 'error' };
  }
}

/**
 * Deleted and signed-out customers leave the page as the account layout sends them (its loader
 * runs alongside): a deleted account to /logout, a refused token to sign-in with the cookies cleared.
 */
export function leaveIfGone(kind: string): void {
  if (kind === 'deleted') throw redirect(DELETED_ACCOUNT_LOGOUT);
  if (kind === 'unauthorized') {
    const headers = new Headers();
    for (const c of clearAuthCookies()) headers.append('Set-Cookie', c);
    throw redirect('/login', { headers });
  }
}
