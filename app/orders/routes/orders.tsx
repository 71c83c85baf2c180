import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { requireCustomer } from '~/auth/session.server';
import { getLocale } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { useStrippedHref } from '~/lib/stripped';
import { CutoffNotice } from '~/orders/components/CutoffNotice';
import { OrderSummary } from '~/orders/components/OrderSummary';
import { orderPictures } from '~/orders/pictures';
import { loadCutoffs } from '~/orders/cutoff.server';
import { ordersForTab, parseTab, type OrdersTab } from '~/orders/in-progress';
import { upstreamContext } from '~/services/http.server';
import { listSuperorders } from '~/services/orders.server';
import { receiptCodes } from '~/orders/optional.server';
import { receiptHref } from '~/orders/receipts';
import ordersCss from '~/styles/orders.css?url';
import { loadErrorHandle } from '~/ui/load-error';
import { EmptyState } from '~/ui/EmptyState';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ordersCss }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'title.orders');

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('title.orders', 'orders.list.loadError');

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const url = new URL(request.url);
  const tab = parseTab(url.searchParams.get('tab'));
  const headers = { 'Cache-Control': 'no-store' };
  // Ordering deadlines (decision 2150): alongside the orders; a failure shows none.
  const cutoffsP = getLocale(request).then((locale) => loadCutoffs(ctx, request, locale));
  try {
    const all = await listSuperorders(ctx);
    // Receipts (decision 2632): every customer's but a business one's, who keeps the invoices; a failure shows none.
    const receipts = await receiptCodes(ctx, !session.customer.b2b, all);
    const orders = ordersForTab(all, tab, new Date()).map((o) => ({
      orderCode: o.orderCode,
      created: o.created,
      productCount: o.productCount,
      internalStatus: o.internalStatus,
      pictures: orderPictures(o),
      // A sent order's carrier and tracking page (decision 2630).
      tracking: o.dispatched ? { carrier: o.carrier ?? null, trackingUrl: o.trackingUrl ?? null } : null,
      receiptHref: receipts.has(o.orderCode) ? receiptHref(o.orderCode) : null,
    }));
    return data({ tab, orders, failed: false, cutoffs: await cutoffsP }, { headers });
  } catch (error) {
    logFailure('orders could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ tab, orders: [], failed: true, cutoffs: await cutoffsP }, { status: 502, headers });
  }
}

function tabHref(tab: OrdersTab): string {
  return tab === 'history' ? '/orders?tab=history' : '/orders';
}

export default function Orders() {
  const { tab, orders, failed, cutoffs } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useStrippedHref();
  return (
    <>
      <h1>{t('title.orders')}</h1>
      <CutoffNotice cutoffs={cutoffs} />
      <nav className="order-tabs" aria-label={t('orders.tabs.label')}>
        <ul>
          {(['inProgress', 'history'] as const).map((name) => (
            <li key={name}>
              <Link to={href(tabHref(name))} aria-current={tab === name ? 'page' : undefined} className="order-tabs__link">
                {t(name === 'inProgress' ? 'orders.tab.inProgress' : 'orders.tab.history')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {failed ? (
        <p className="order-error" role="alert">
          {t('orders.list.loadError')}
        </p>
      ) : orders.length === 0 ? (
        <EmptyState drawing="orders" className="order-empty" action="shop">
          {t(tab === 'inProgress' ? 'orders.empty.inProgress' : 'orders.empty.history')}
        </EmptyState>
      ) : (
        <ul className="order-list">
          {orders.map((order, i) => (
            <li key={order.orderCode}>
              <OrderSummary order={order} href={href(`/orders/${encodeURIComponent(order.orderCode)}`)} eager={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
