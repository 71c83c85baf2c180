/** Internal statuses of the order service and the statuses customers see (spec section 4). */
import type { InternalStatus } from '~/services/order-statuses';

export type ExternalStatus = 'AwaitingPayment' | 'Ordered' | 'InProduction' | 'Sent' | 'Cancelled';

const MAPPING: Record<InternalStatus, ExternalStatus> = {
  Received: 'AwaitingPayment',
  Confirmed: 'Ordered',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  Dispatched: 'Sent',
  Cancelled: 'Cancelled',
};

export function externalStatus(internal: InternalStatus): ExternalStatus {
  return MAPPING[internal];
}

/** Cancelled is shown red, every other status cyan (always with its word). */
export function statusTone(status: ExternalStatus): 'red' | 'cyan' {
  return status === 'Cancelled' ? 'red' : 'cyan';
}

/** The spec's product status words. */
export const PRODUCT_STATUSES = [
  'paymentPending', 'paymentFailed', 'paymentSuccess', 'paymentFree', 'verification failed', 'processing',
  'processing failed', 'approved', 'rejected', 'on_hold', 'producing', 'delayed', 'shipped', 'cancelled',
] as const;

/** Translation-key suffix of a product status word ('verification failed' → 'verificationFailed'); null for unknown words. */
export function productStatusKey(word: string): string | null {
  if (!(PRODUCT_STATUSES as readonly string[]).includes(word)) return null;
  return word.replace(/[ _]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Whether the delivery address may still be changed: not sent and not cancelled. */
export function canChangeAddress(order: { internalStatus: InternalStatus; dispatched: string | null }): boolean {
  return order.dispatched === null && order.internalStatus !== 'Dispatched' && order.internalStatus !== 'Cancelled';
}
