import { requireCustomer } from '~/auth/session.server';
import { logFailure } from '~/lib/log.server';
import { upstreamContext } from '~/services/http.server';
import { getSuperordersPage } from '~/services/orders.server';
import type { OrderSummaryData } from './components/OrderSummary';

export const RECENT_ORDERS = 3;

/** The customer's newest orders for the overview; null when the order service fails (logged). */
export async function loadRecentOrders(request: Request): Promise<OrderSummaryData[] | null> {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  try {
    const page = await getSuperordersPage(ctx, 0, RECENT_ORDERS);
    return page.superOrders.slice(0, RECENT_ORDERS).map((o) => ({
      orderCode: o.orderCode,
      created: o.created,
      productCount: o.productCount,
      internalStatus: o.internalStatus,
    }));
  } catch (error) {
    logFailure('recent orders could not be loaded', error, { correlationId: ctx.correlationId });
    return null;
  }
}
