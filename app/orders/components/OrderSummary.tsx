import { Link } from '~/ui/Link';
import type { Picture } from '~/services/picture';
import { useLocale, useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import type { InternalStatus } from '~/services/order-statuses';
import { formatOrderDate } from '../format';
import { PictureStack } from './PictureStack';
import { StatusTag } from './StatusTag';
import { Tracking, type TrackingData } from './Tracking';

export interface OrderSummaryData {
  orderCode: string;
  created: string;
  productCount: number;
  internalStatus: InternalStatus;
  /** Its products' pictures, alt text their titles (decision 2420). */
  pictures?: { code: string; title: string; picture: Picture }[];
  /** A sent order's carrier and tracking page, where the order service gives them (decision 2630). */
  tracking?: TrackingData | null;
  /** Its receipt's download address (decision 2632), when it has one. */
  receiptHref?: string | null;
}

/** One order in a list: its code (a link to the details), date, product count, status and its products' pictures (the first card's loaded at once). */
export function OrderSummary({ order, headingLevel = 2, href, eager = false }: { order: OrderSummaryData; headingLevel?: 2 | 3; href: string; eager?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const pictures = order.pictures ?? [];
  return (
    <article className={pictures.length ? 'order-summary order-card' : 'order-summary'}>
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
      {order.tracking ? <Tracking tracking={order.tracking} orderCode={order.orderCode} className="order-summary__tracking" /> : null}
      {order.receiptHref ? (
        <p className="order-summary__receipt">
          <a href={order.receiptHref} download>
            {t('orders.receipt.download')}
            <span className="visually-hidden"> {t('orders.receipt.of', { code: order.orderCode })}</span>
          </a>
        </p>
      ) : null}
      <PictureStack pictures={pictures.map((p) => ({ key: p.code, title: p.title, picture: p.picture }))} eager={eager} />
    </article>
  );
}
