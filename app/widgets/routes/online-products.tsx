import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { ProductPicture } from '~/ui/ProductPicture';
import { requireB2c } from '~/auth/guard.server';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { upstreamContext } from '~/services/http.server';
import { listPhotobookOrderCodes, widgetsForOrders } from '~/services/widgets.server';
import widgetsCss from '~/styles/widgets.css?url';
import { groupByOrder } from '~/widgets/model';
import { blockedOrderCodes } from '~/widgets/blocked.server';
import { EmptyState } from '~/ui/EmptyState';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: widgetsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'widgets.title');

/** Online photo books (not for b2b): the customer's widgets, per order. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireB2c(request);
  const ctx = upstreamContext(request, session.accessToken);
  try {
    const orderCodes = await listPhotobookOrderCodes(ctx);
    const widgets = await widgetsForOrders(ctx, orderCodes);
    const blocked = await blockedOrderCodes(ctx, widgets.filter((w) => w.status === 'Active').map((w) => w.orderCode));
    // A book whose order is blocked is not active for the customer, as its own page says.
    const statusOf = (w: (typeof widgets)[number]) => (w.status === 'Active' && blocked.has(w.orderCode) ? 'Blocked' : w.status);
    const groups = groupByOrder(
      widgets.map((w) => ({ productCode: w.productCode, orderCode: w.orderCode, title: w.title, status: statusOf(w), recipient: w.RecipientEmail ?? null, picture: w.picture ?? null })),
      orderCodes,
    );
    return data({ failed: false, groups }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logFailure('widgets could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ failed: true, groups: [] }, { headers: { 'Cache-Control': 'no-store' } });
  }
}

export default function WidgetsPage() {
  const { groups, failed } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="widgets">
      <h1>{t('widgets.title')}</h1>
      <p>{t('widgets.intro')}</p>
      {failed ? (
        <div className="banner banner--error" role="alert">
          <p>{t('ui.loadError')}</p>
        </div>
      ) : groups.length === 0 ? (
        <EmptyState drawing="photos" action="shop">
          {t('widgets.empty')}
        </EmptyState>
      ) : (
        groups.map((g, gi) => (
          <section key={g.orderCode} className="widget-order" aria-labelledby={`order-${g.orderCode}`}>
            <h2 id={`order-${g.orderCode}`}>{t('widgets.order', { code: g.orderCode })}</h2>
            <ul className="widget-list">
              {g.widgets.map((w) => (
                <li key={w.productCode} className="widget">
                  {/* The book's cover; its title beside it names it (decorative, decision 2421). */}
                  <ProductPicture picture={w.picture} alt="" sizes="72px" eager={gi === 0} className="product-picture widget__cover" />
                  <div className="widget__text">
                    <h3 className="widget__title">{w.title || w.productCode}</h3>
                    <p className="muted">
                      {w.productCode} · <span className={`status status--${w.status.toLowerCase()}`}>{t('widgets.statusLabel', { status: t(`widgets.status.${w.status}` as TKey) })}</span>
                    </p>
                    {w.recipient ? <p className="muted">{t('widgets.sharedWith', { email: w.recipient })}</p> : null}
                  </div>
                  <Link className="button button--secondary" to={`/online-products/${encodeURIComponent(w.productCode)}`} aria-label={t('widgets.manageLabel', { title: w.title || w.productCode, code: w.productCode })}>
                    {t('widgets.manage')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="widgets.notFound" />;
}
