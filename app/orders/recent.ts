import type { Picture } from '~/services/picture';

/** The overview's recent orders (decision 2133), made from the account's newest product orders. */
const RECENT_ORDERS = 3;

export interface RecentOrder {
  orderCode: string;
  created: string;
  products: { id: number; title: string; status: string; picture: Picture | null }[];
}

/** Product orders grouped by their order, in the order first met (newest first), at most `max` orders. */
export function groupRecent(
  lines: { id: number; orderCode: string; created: string; title: string; status: string; picture?: Picture | null }[],
  max = RECENT_ORDERS,
): RecentOrder[] {
  const byCode = new Map<string, RecentOrder>();
  for (const line of lines) {
    let order = byCode.get(line.orderCode);
    if (!order) {
      if (byCode.size === max) continue;
      order = { orderCode: line.orderCode, created: line.created, products: [] };
      byCode.set(line.orderCode, order);
    }
    order.products.push({ id: line.id, title: line.title, status: line.status, picture: line.picture ?? null });
  }
  // The service answers the newest first, an order's products last first: each order's in their own order.
  for (const order of byCode.values()) order.products.sort((a, b) => a.id - b.id);
  return [...byCode.values()];
}
