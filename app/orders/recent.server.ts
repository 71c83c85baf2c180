import { requireCustomer } from '~/auth/session.server';
import { upstreamContext } from '~/services/http.server';
import { listOrdersByAccount } from '~/services/product-orders.server';
import { optional } from './optional.server';
import { groupRecent, type RecentOrder } from './recent';

/**
 * The overview's recent orders (decision 2133): one call, the account's ten newest product orders
 * (orders by account), grouped by order; null when the order service fails (logged).
 */
export async function loadRecentOrders(request: Request): Promise<RecentOrder[] | null> {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  return optional(
    ctx,
    'recent orders',
    listOrdersByAccount(ctx, session.customer.id).then((r) => groupRecent(r.orders)),
    null,
  );
}
