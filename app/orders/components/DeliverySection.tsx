import type { ReactNode } from 'react';
import { useLocale, useT } from '~/i18n/use-t';
import type { DeliveryDates } from '~/services/delivery.server';
import type { DeliveryAddress } from '~/services/orders.server';
import { PostalAddress } from '~/address/components/AddressLines';
import { formatOrderDate } from '../format';
import { Tracking, type TrackingData } from './Tracking';

/** Delivery type, address, expected dates (when known) and the change link or form. */
export function DeliverySection({
  address,
  dates,
  dispatched,
  tracking,
  children,
}: {
  address: DeliveryAddress;
  dates: DeliveryDates | null;
  dispatched: string | null;
  /** The sent order's carrier and tracking page (decision 2630), with its code. */
  tracking?: TrackingData & { orderCode: string };
  children?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const type =
    address.type === 'PickupPoint'
      ? t('orders.details.deliveryType.PickupPoint')
      : address.type === 'Home'
        ? t('orders.details.deliveryType.Home')
        : t('orders.details.deliveryType.pending');
  return (
    <section aria-labelledby="order-delivery-title" className="order-section">
      <h2 id="order-delivery-title">{t('orders.details.delivery')}</h2>
      <p className="order-delivery__type">{type}</p>
      <PostalAddress className="order-address" before={[address.pickupPointName, address.name]} address={address} phone={address.phone} />
      {dispatched ? <p>{t('orders.details.dispatchedOn', { date: formatOrderDate(dispatched, locale) })}</p> : null}
      {dispatched && tracking ? <Tracking tracking={tracking} orderCode={tracking.orderCode} /> : null}
      {dates ? (
        <p>
          {t('orders.details.deliveryDates')}:{' '}
          {t('orders.details.deliveryWindow', { earliest: formatOrderDate(dates.earliest, locale), latest: formatOrderDate(dates.latest, locale) })}
        </p>
      ) : null}
      {children}
    </section>
  );
}
