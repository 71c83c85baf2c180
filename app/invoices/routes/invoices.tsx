import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireB2b } from '~/auth/guard.server';
import { getLocale } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { formatDay, invoiceGroupsOf } from '~/invoices/format';
import { InvoiceGroups } from '~/invoices/InvoiceGroups';
import { formatMoney } from '~/lib/intl';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { upstreamContext } from '~/services/http.server';
import { listInvoices } from '~/services/invoices.server';
import invoicesCss from '~/styles/invoices.css?url';
import { StackTable } from '~/ui/StackTable';
import { EmptyState } from '~/ui/EmptyState';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: invoicesCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'invoices.title');

/**
 * B2B invoices: the historical list with totals in the customer's locale; each PDF through
 * /invoices/{id}/pdf. One table; on small screens it stacks, each row a card whose cells show
 * their column's name from `data-label` (.stack-table), so nothing scrolls sideways.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireB2b(request);
  const ctx = upstreamContext(request, session.accessToken);
  const locale = await getLocale(request);
  try {
    const invoices = await listInvoices(ctx);
    return data(
      {
        failed: false,
        invoices: invoices.map((i) => ({
          id: i.id,
          orderRef: i.orderRef ?? null,
          date: formatDay(i.date, locale),
          isoDate: i.date,
          total: formatMoney(i.total.amount, i.total.currency, locale),
        })),
        groups: invoiceGroupsOf(invoices),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    logFailure('invoices could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ failed: true, invoices: [], groups: [] }, { headers: { 'Cache-Control': 'no-store' } });
  }
}

export default function InvoicesPage() {
  const { invoices, failed, groups } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="invoices">
      <h1>{t('invoices.title')}</h1>
      <p>{t('invoices.intro')}</p>
      {failed ? (
        <div className="banner banner--error" role="alert">
          <p>{t('ui.loadError')}</p>
        </div>
      ) : invoices.length === 0 ? (
        <EmptyState drawing="documents">{t('invoices.empty')}</EmptyState>
      ) : (
        <StackTable
          className="invoices__table"
          caption={t('invoices.caption')}
          columns={[
            { label: t('invoices.col.number') },
            { label: t('invoices.col.order') },
            { label: t('invoices.col.date') },
            { label: t('invoices.col.total'), className: 'num' },
            { label: t('invoices.col.pdf') },
          ]}
        >
          {invoices.map((i) => (
            <tr key={i.id}>
              <th scope="row">{i.id}</th>
              <td data-label={t('invoices.col.order')}>{i.orderRef ?? <span className="muted">{t('invoices.noOrder')}</span>}</td>
              <td data-label={t('invoices.col.date')}>
                <time dateTime={i.isoDate}>{i.date}</time>
              </td>
              <td className="num" data-label={t('invoices.col.total')}>
                {i.total}
              </td>
              <td>
                <a href={`/invoices/${encodeURIComponent(i.id)}/pdf`} download>
                  {t('invoices.download')}
                  <span className="visually-hidden"> ({t('invoices.downloadLabel', { id: i.id })})</span>
                </a>
              </td>
            </tr>
          ))}
        </StackTable>
      )}
      <InvoiceGroups groups={groups} />
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="invoices.notFound" />;
}
