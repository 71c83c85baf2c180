import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import type { InternalStatus } from '~/services/order-statuses';
import { externalStatus, statusTone } from '../status';

/** The customer-facing status: its word always, and a colour (Cancelled red, the rest cyan). */
export function StatusTag({ internal }: { internal: InternalStatus }) {
  const t = useT();
  const status = externalStatus(internal);
  return (
    <strong className={`status-tag status-tag--${statusTone(status)}`} data-status={status}>
      {t(`orders.status.${status}` as TKey)}
    </strong>
  );
}
