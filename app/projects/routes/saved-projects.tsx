import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { requireCustomer } from '~/auth/session.server';
import { getLocale } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { formatDay } from '~/invoices/format';
import { titleMeta } from '~/lib/meta';
import { loadProjectsPage } from '~/projects/load.server';
import type { ProjectPhotos } from '~/projects/uploads.server';
import { openHref } from '~/projects/editor-link';
import { deleteHref, pageHref } from '~/projects/paging';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import projectsCss from '~/styles/projects.css?url';
import { BehindModal } from '~/ui/Modal';
import { ProductPicture } from '~/ui/ProductPicture';
import { EmptyState } from '~/ui/EmptyState';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: projectsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'projects.title');

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const [view, locale] = await Promise.all([loadProjectsPage(request, session), getLocale(request)]);
  const formatted =
    view.kind === 'ok' ? { ...view, projects: view.projects.map((p) => ({ ...p, updatedText: p.updated ? formatDay(p.updated, locale) : null })) } : view;
  return data(formatted, { headers: { 'Cache-Control': 'no-store' } });
}

export default function SavedProjectsPage() {
  const view = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <BehindModal className="projects">
        <h1>{t('projects.title')}</h1>
        {view.kind === 'error' ? (
          <div className="banner banner--error" role="alert">
            <p>{t('ui.loadError')}</p>
          </div>
        ) : (
          <>
            <p className="projects__total">{t('projects.total', { count: view.total })}</p>
            {view.photos === null ? (
              <div className="banner banner--error" role="alert">
                <p>{t('photos.loadError')}</p>
                <p>
                  <Link to={pageHref(view.page, view.stripped)}>{t('ui.tryAgain')}</Link>
                </p>
              </div>
            ) : null}
            {view.projects.length === 0 ? (
              <EmptyState drawing="documents" action="shop">
                {t('projects.empty')}
              </EmptyState>
            ) : (
              <ul className="projects__list">
                {view.projects.map((p, i) => (
                  <li key={p.id} className="project">
                    {/* The project's cover; its name beside it names it (decorative, decision 2421). */}
                    <ProductPicture picture={p.picture} alt="" sizes="(min-width: 40em) 144px, 120px" eager={i < 3} className="product-picture project__cover" />
                    <div className="project__text">
                      <h2 className="project__name">{p.name || p.id}</h2>
                      <p className="muted">
                        {p.productName}
                        {p.updatedText ? <> · {t('projects.updated', { date: p.updatedText })}</> : null}
                      </p>
                      <ProjectPhotosLine photos={view.photos?.[p.id]} />
                    </div>
                    <div className="project__actions">
                      {/* A document link: its route checks the project is the customer's, then leaves for the editor. */}
                      <a className="button" href={openHref(p.id)} aria-label={t('projects.openLabel', { name: p.name || p.id })}>
                        {t('projects.open')}
                      </a>
                      <Link
                        id={`delete-${p.id}`}
                        className="button button--secondary"
                        to={deleteHref(p.id, view.page, view.stripped)}
                        aria-label={t('projects.deleteLabel', { name: p.name || p.id })}
                        preventScrollReset
                      >
                        {t('projects.delete')}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {view.pages > 1 ? <Pagination page={view.page} pages={view.pages} stripped={view.stripped} /> : null}
          </>
        )}
      </BehindModal>
      <Outlet />
    </>
  );
}

/** How many photos a project uses, and how many of them are gone (decision 2134); nothing when unknown. */
function ProjectPhotosLine({ photos }: { photos: ProjectPhotos | undefined }) {
  const t = useT();
  if (!photos) return null;
  return (
    <p className="muted">
      {t('projects.photos', { count: photos.available })}
      {photos.gone > 0 ? <> · {t('projects.photosGone', { count: photos.gone })}</> : null}
    </p>
  );
}

function Pagination({ page, pages, stripped }: { page: number; pages: number; stripped: boolean }) {
  const t = useT();
  return (
    <nav className="pagination" aria-label={t('projects.pagination')}>
      <p className="pagination__status">{t('projects.pageOf', { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={pageHref(page - 1, stripped)} rel="prev">
              {t('projects.previous')}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link to={pageHref(n, stripped)} aria-current={n === page ? 'page' : undefined} aria-label={t('projects.pageLabel', { page: n })}>
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={pageHref(page + 1, stripped)} rel="next">
              {t('projects.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="projects.notFound" />;
}
