import { Link } from '~/ui/Link';
import { useLocale, useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import type { InternalStatus } from '~/services/order-statuses';
import { formatOrderDate } from '../format';
import { StatusTag } from './StatusTag';

export interface OrderSummaryData {
  orderCode: string;
  created: string;
  productCount: number;
  internalStatus: InternalStatus;
}

/** One order in a list: its code (a link to the details), date, product count and status. */
export function OrderSummary({ order, headingLevel = 2, href }: { order: OrderSummaryData; headingLevel?: 2 | 3; href: string }) {
  const t = useT();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="order-summary">
      <Heading className="order-summary__title">
        <Link to={href}>{t('orders.item.heading', { code: order.orderCode })}</Link>
      </Heading>
      <dl className="order-summary__facts">
        <div>
          <dt>{t('orders.item.created')}</dt>
          <dd>{formatOrderDate(order.created, locale)}</dd>
        </div>
        <div>
          <dt>{t('orders.item.products')}</dt>
          <dd>{t('orders.item.productCount' as TKey, { count: order.productCount })}</dd>
        </div>
        <div>
          <dt>{t('orders.item.status')}</dt>
          <dd>
            <StatusTag internal={order.internalStatus} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
