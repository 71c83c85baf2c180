import type { ComponentProps, ReactNode } from 'react';
import { Link } from '~/ui/Link';
import type { Picture } from '~/services/picture';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import type { InternalStatus } from '~/services/order-statuses';
import { CreatedFact, Fact, StatusFact } from './OrderFacts';
import { PictureStack } from './PictureStack';
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

interface OrderCardProps {
  orderCode: string;
  href: string;
  headingLevel: 2 | 3;
  pictures: ComponentProps<typeof PictureStack>['pictures'];
  eager: boolean;
  children: ReactNode;
}

/**
 * One order as a card in a list (the orders list, the overview's recent orders): its code as a
 * heading linking to the details, what the list tells of it, and its products' pictures (the
 * first card's loaded at once).
 */
export function OrderCard({ orderCode, href, headingLevel, pictures, eager, children }: OrderCardProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={pictures.length ? 'order-summary order-card' : 'order-summary'}>
      <Heading className="order-summary__title">
        <Link to={href}>{t('orders.item.heading', { code: orderCode })}</Link>
      </Heading>
      {children}
      <PictureStack pictures={pictures} eager={eager} />
    </article>
  );
}

/** One order in the orders list: its date, product count and status, its tracking and receipt when it has them. */
export function OrderSummary({ order, headingLevel = 2, href, eager = false }: { order: OrderSummaryData; headingLevel?: 2 | 3; href: string; eager?: boolean }) {
  const t = useT();
  const pictures = (order.pictures ?? []).map((p) => ({ key: p.code, title: p.title, picture: p.picture }));
  return (
    <OrderCard orderCode={order.orderCode} href={href} headingLevel={headingLevel} pictures={pictures} eager={eager}>
      <dl className="order-summary__facts">
        <CreatedFact created={order.created} />
        <Fact term={t('orders.item.products')}>{t('orders.item.productCount' as TKey, { count: order.productCount })}</Fact>
        <StatusFact internal={order.internalStatus} />
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
    </OrderCard>
  );
}
