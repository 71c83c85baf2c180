import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireCustomer } from '~/auth/session.server';
import { formatBytes } from '~/lib/bytes';
import { getLocale } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { listDownloads } from '~/services/downloads.server';
import { upstreamContext } from '~/services/http.server';
import selectionCss from '~/styles/selection.css?url';
import { dateTimeFormat } from '~/lib/intl';
import { StackTable } from '~/ui/StackTable';
import { loadErrorHandle } from '~/ui/load-error';
import { EmptyState } from '~/ui/EmptyState';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: selectionCss }];

/** While an archive is being prepared the page refreshes itself every 3 s (works without JS). */
export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => [
  ...titleMeta(matches, 'downloads.title'),
  ...(loaderData?.pending ? [{ httpEquiv: 'refresh', content: '3' } as const] : []),
];

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('downloads.title', 'downloads.loadError');

/** The Downloads page: the zip archives made from photo downloads, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const locale = await getLocale(request);
  const fmt = dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  try {
    const items = await listDownloads(ctx);
    return data(
      {
        failed: false,
        pending: items.some((i) => i.status === 'PENDING'),
        items: items.map((i) => ({
          id: i.id,
          name: i.name || `${i.id}.zip`,
          status: i.status,
          photoCount: i.photoCount,
          size: i.bytes ? formatBytes(i.bytes) : null,
          created: fmt.format(new Date(i.created)),
          createdIso: i.created,
        })),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    logFailure('downloads could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ failed: true, pending: false, items: [] }, { headers: { 'Cache-Control': 'no-store' } });
  }
}

export default function Downloads() {
  const downloads = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="downloads-page">
      <h1>{t('downloads.title')}</h1>
      <p>{t('downloads.intro')}</p>
      {downloads.failed ? (
        <div className="banner banner--error" role="alert">
          <p>{t('downloads.loadError')}</p>
        </div>
      ) : downloads.items.length === 0 ? (
        <EmptyState drawing="documents" action={{ to: '/my-photos/photos', label: t('menu.myPhotos') }}>
          {t('downloads.empty')}
        </EmptyState>
      ) : (
        <>
          {downloads.pending ? <p className="downloads-refreshing">{t('downloads.refreshing')}</p> : null}
          <StackTable
            className="downloads-table"
            caption={t('downloads.caption')}
            columns={[{ label: t('downloads.col.name') }, { label: t('downloads.col.photos') }, { label: t('downloads.col.created') }, { label: t('downloads.col.status') }]}
          >
            {downloads.items.map((item) => (
              <tr key={item.id} data-download-id={item.id}>
                <th scope="row">
                  {item.status === 'READY' ? (
                    <a href={`/downloads/${encodeURIComponent(item.id)}/file`} download={`${item.id}.zip`}>
                      <span className="visually-hidden">{t('downloads.download')} </span>
                      {item.name}
                    </a>
                  ) : (
                    item.name
                  )}
                  {item.size ? <span className="downloads-size"> ({item.size})</span> : null}
                </th>
                <td data-label={t('downloads.col.photos')}>{item.photoCount}</td>
                <td data-label={t('downloads.col.created')}>
                  <time dateTime={item.createdIso}>{item.created}</time>
                </td>
                <td data-label={t('downloads.col.status')}>
                  <span className={`download-status download-status--${item.status.toLowerCase()}`}>{t(`downloads.status.${item.status}` as TKey)}</span>
                </td>
              </tr>
            ))}
          </StackTable>
        </>
      )}
    </div>
  );
}
