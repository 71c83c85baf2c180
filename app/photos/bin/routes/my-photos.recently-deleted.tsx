import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Outlet, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { loadBinPage, restoreAction } from '~/photos/bin/bin.server';
import { BIN_PATH } from '~/photos/bin/paths';
import binCss from '~/styles/bin.css?url';
import { EmptyState } from '~/ui/EmptyState';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { BehindModal } from '~/ui/Modal';
import { Link } from '~/ui/Link';
import { loadErrorHandle } from '~/ui/load-error';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: binCss }];

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => titleMeta(matches, 'bin.title', { error: loaderData?.error === 'none' });

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('bin.title', 'bin.loadError');

/** Recently deleted (decision 2600): the deleted photos with their days left; restore one, the ticked ones or all; empty it. */
export const loader = ({ request }: LoaderFunctionArgs) => loadBinPage(request);

export const action = ({ request }: ActionFunctionArgs) => restoreAction(request);

export default function RecentlyDeleted() {
  const bin = useLoaderData<typeof loader>();
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST' && navigation.formAction === BIN_PATH;
  return (
    <>
      <BehindModal className="bin-page">
        <ErrorSummary
          errors={
            bin.error === 'none'
              ? [
                  {
                    field: bin.photos[0] ? `bin-check-${bin.photos[0].id}` : undefined,
                    message: t('bin.noneSelected'),
                  },
                ]
              : []
          }
        />
        <h1>{t('bin.title')}</h1>
        {!bin.available ? (
          <p className="banner banner--info">{t('bin.unavailable')}</p>
        ) : bin.count === 0 ? (
          <EmptyState drawing="photos" action={{ to: '/my-photos/photos', label: t('bin.backToPhotos') }} hint={t('bin.emptyHint', { days: bin.keepDays })}>
            {t('bin.emptyTitle')}
          </EmptyState>
        ) : (
          <>
            <p>{t('bin.intro', { days: bin.keepDays })}</p>
            <Form method="post" className="bin-form" preventScrollReset>
              <div className="bin-actions">
                <p className="bin-actions__count">{t('bin.count', { count: bin.count })}</p>
                <button type="submit" name="intent" value="restore-selected" className="button" disabled={busy}>
                  {t('bin.restoreSelected')}
                </button>
                <button type="submit" name="intent" value="restore-all" className="button button--secondary" disabled={busy}>
                  {t('bin.restoreAll')}
                </button>
                <Link to={`${BIN_PATH}/empty`} id="bin-empty" className="button button--danger" preventScrollReset>
                  {t('bin.empty')}
                </Link>
              </div>
              <ul className="bin-grid" aria-label={t('bin.listLabel')}>
                {bin.photos.map((p) => (
                  <li key={p.id} className="bin-tile">
                    <img src={p.src} width={p.width} height={p.height} alt={p.name} loading="lazy" decoding="async" />
                    <div className="bin-tile__bar">
                      <input type="checkbox" id={`bin-check-${p.id}`} name="photoIds" value={p.id} className="bin-tile__check" />
                      <label htmlFor={`bin-check-${p.id}`} className="visually-hidden">
                        {t('bin.select', { name: p.name })}
                      </label>
                      <span className="bin-tile__days">{t('bin.daysLeft', { count: p.daysLeft })}</span>
                      <button
                        type="submit"
                        name="one"
                        value={p.id}
                        className="button button--secondary bin-tile__restore"
                        aria-label={t('bin.restoreOne', { name: p.name })}
                        disabled={busy}
                      >
                        {t('bin.restore')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              {bin.next ? (
                <p>
                  <Link to={bin.next}>{t('bin.showMore')}</Link>
                </p>
              ) : null}
            </Form>
          </>
        )}
      </BehindModal>
      <Outlet />
    </>
  );
}
