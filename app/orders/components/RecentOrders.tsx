import { Link } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { withStripped } from '~/lib/stripped';
import { OrderSummary, type OrderSummaryData } from './OrderSummary';

/** The overview's recent orders (up to three) with their status words. */
export function RecentOrders({ orders, stripped }: { orders: OrderSummaryData[] | null; stripped: boolean }) {
  const t = useT();
  return (
    <section className="recent-orders" aria-labelledby="recent-orders-title">
      <h2 id="recent-orders-title">{t('orders.recent.heading')}</h2>
      {orders === null ? (
        <p>{t('orders.recent.loadError')}</p>
      ) : orders.length === 0 ? (
        <p>{t('orders.recent.none')}</p>
      ) : (
        <ul className="recent-orders__list">
          {orders.map((o) => (
            <li key={o.orderCode}>
              <OrderSummary order={o} headingLevel={3} href={withStripped(`/orders/${encodeURIComponent(o.orderCode)}`, stripped)} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={withStripped('/orders', stripped)}>{t('orders.recent.all')}</Link>
      </p>
    </section>
  );
}
