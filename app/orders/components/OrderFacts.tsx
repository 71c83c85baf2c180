import type { ReactNode } from 'react';
import { useLocale, useT } from '~/i18n/use-t';
import type { InternalStatus } from '~/services/order-statuses';
import { formatOrderDate } from '../format';
import { StatusTag } from './StatusTag';

/** One fact in an order's facts list (a `<dl>`): its term and its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When the order was placed, in the page's language. */
export function CreatedFact({ created }: { created: string }) {
  const t = useT();
  return <Fact term={t('orders.item.created')}>{formatOrderDate(created, useLocale())}</Fact>;
}

/** The order's status, as its tag. */
export function StatusFact({ internal }: { internal: InternalStatus }) {
  const t = useT();
  return (
    <Fact term={t('orders.item.status')}>
      <StatusTag internal={internal} />
    </Fact>
  );
}
