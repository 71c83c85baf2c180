import { Link } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { useStrippedHref } from '~/lib/stripped';
import { OrderSummary, type OrderSummaryData } from './OrderSummary';

/** The overview's recent orders (up to three) with their status words. */
export function RecentOrders({ orders }: { orders: OrderSummaryData[] | null }) {
  const t = useT();
  const href = useStrippedHref();
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
              <OrderSummary order={o} headingLevel={3} href={href(`/orders/${encodeURIComponent(o.orderCode)}`)} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={href('/orders')}>{t('orders.recent.all')}</Link>
      </p>
    </section>
  );
}
