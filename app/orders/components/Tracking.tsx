import { useT } from '~/i18n/use-t';

export interface TrackingData {
  carrier?: string | null;
  trackingUrl?: string | null;
}

/**
 * A sent order's carrier and its tracking page (decision 2630), where the order service gives
 * them; nothing otherwise. The page is the carrier's: an external link that tells it nothing of
 * ours (`noopener noreferrer`), named with the order so several in a list differ.
 */
export function Tracking({ tracking, orderCode, className }: { tracking: TrackingData; orderCode: string; className?: string }) {
  const t = useT();
  const { carrier, trackingUrl } = tracking;
  if (!carrier && !trackingUrl) return null;
  return (
    <p className={className ?? 'order-tracking'}>
      {carrier ? <span>{t('orders.tracking.carrier', { carrier })}</span> : null}
      {carrier && trackingUrl ? ' ' : null}
      {trackingUrl ? (
        <a href={trackingUrl} rel="noopener noreferrer" className="order-tracking__link">
          {t('orders.tracking.link')}
          <span className="visually-hidden"> {t('orders.tracking.linkOf', { code: orderCode })}</span>
        </a>
      ) : null}
    </p>
  );
}
