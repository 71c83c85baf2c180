import { requireCustomer } from '~/auth/session.server';
import { logFailure } from '~/lib/log.server';
import { upstreamContext } from '~/services/http.server';
import { listOrdersByAccount } from '~/services/product-orders.server';
import { groupRecent, type RecentOrder } from './recent';

/**
 * The overview's recent orders (decision 2133): one call, the account's ten newest product orders
 * (orders by account), grouped by order; null when the order service fails (logged).
 */
export async function loadRecentOrders(request: Request): Promise<RecentOrder[] | null> {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  try {
    return groupRecent((await listOrdersByAccount(ctx, session.customer.id)).orders);
  } catch (error) {
    logFailure('recent orders could not be loaded', error, { correlationId: ctx.correlationId });
    return null;
  }
}
