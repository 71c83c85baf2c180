import { Link } from '~/ui/Link';
import { useLocale, useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { useStrippedHref } from '~/lib/stripped';
import type { RecentOrder } from '../recent';
import { formatOrderDate } from '../format';
import { productStatusKey } from '../status';
import { OrderCard } from './OrderSummary';

function RecentOrderItem({ order, href, eager }: { order: RecentOrder; href: string; eager: boolean }) {
  const t = useT();
  const locale = useLocale();
  const pictures = order.products.flatMap((p) => (p.picture ? [{ key: p.id, title: p.title, picture: p.picture }] : []));
  return (
    <OrderCard orderCode={order.orderCode} href={href} headingLevel={3} pictures={pictures} eager={eager}>
      <p className="muted">
        {t('orders.item.created')} {formatOrderDate(order.created, locale)}
      </p>
      <ul className="recent-orders__products">
        {order.products.map((p) => {
          const key = productStatusKey(p.status);
          return (
            <li key={p.id}>
              {p.title} · <span className="recent-orders__status">{key ? t(`orders.productStatus.${key}` as TKey) : p.status}</span>
            </li>
          );
        })}
      </ul>
    </OrderCard>
  );
}

/**
 * The overview's recent orders (decision 2133) with their products' status words. A failure
 * stays in this section: the orders' message and a way to try again (the overview reloaded).
 */
export function RecentOrders({ orders }: { orders: RecentOrder[] | null }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <section className="recent-orders" aria-labelledby="recent-orders-title">
      <h2 id="recent-orders-title">{t('orders.recent.heading')}</h2>
      {orders === null ? (
        <div className="order-error" role="alert">
          <p>{t('orders.list.loadError')}</p>
          <p>
            <Link to={href('/')}>{t('ui.tryAgain')}</Link>
          </p>
        </div>
      ) : orders.length === 0 ? (
        <p>{t('orders.recent.none')}</p>
      ) : (
        <ul className="recent-orders__list">
          {orders.map((o, i) => (
            <li key={o.orderCode}>
              <RecentOrderItem order={o} href={href(`/orders/${encodeURIComponent(o.orderCode)}`)} eager={i === 0} />
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
