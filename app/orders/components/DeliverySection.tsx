import type { ReactNode } from 'react';
import { useLocale, useT } from '~/i18n/use-t';
import type { DeliveryDates } from '~/services/delivery.server';
import type { DeliveryAddress } from '~/services/orders.server';
import { countryName } from '~/lib/intl';
import { formatOrderDate } from '../format';

/** Delivery type, address, expected dates (when known) and the change link or form. */
export function DeliverySection({
  address,
  dates,
  dispatched,
  children,
}: {
  address: DeliveryAddress;
  dates: DeliveryDates | null;
  dispatched: string | null;
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
      <address className="order-address">
        {address.pickupPointName ? (
          <>
            {address.pickupPointName}
            <br />
          </>
        ) : null}
        {address.name}
        <br />
        {address.street} {address.houseNumber}
        <br />
        {address.postalCode} {address.city}
        <br />
        {countryName(address.country, locale)}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
      {dispatched ? <p>{t('orders.details.dispatchedOn', { date: formatOrderDate(dispatched, locale) })}</p> : null}
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
