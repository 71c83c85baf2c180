/** Spec section 9: in progress = created in the last 30 days and not dispatched more than 14 days ago. */
const IN_PROGRESS_CREATED_DAYS = 30;
const IN_PROGRESS_DISPATCHED_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type OrdersTab = 'inProgress' | 'history';

interface Dated {
  created: string;
  dispatched: string | null;
}

/**
 * Days are 24-hour periods counted back from `now`; both limits are inclusive (created exactly
 * 30 days ago is still in progress, created a millisecond earlier is history).
 */
export function isInProgress(order: Dated, now: Date): boolean {
  const at = now.getTime();
  const created = Date.parse(order.created);
  if (Number.isNaN(created) || at - created > IN_PROGRESS_CREATED_DAYS * DAY_MS) return false;
  if (order.dispatched === null) return true;
  const dispatched = Date.parse(order.dispatched);
  return Number.isNaN(dispatched) || at - dispatched <= IN_PROGRESS_DISPATCHED_DAYS * DAY_MS;
}

export function ordersForTab<T extends Dated>(orders: readonly T[], tab: OrdersTab, now: Date): T[] {
  return orders.filter((o) => isInProgress(o, now) === (tab === 'inProgress'));
}

export function parseTab(value: string | null): OrdersTab {
  return value === 'history' ? 'history' : 'inProgress';
}
