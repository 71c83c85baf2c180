import { useLocation, useParams, useRouteError } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import { isLoadFailure, TryAgain } from '~/ui/PageFailure';
import { photoAnchor } from '../model';

/**
 * The full-screen preview's ErrorBoundary (decision 1921): a photo that could not be shown (the
 * network, a server error) keeps the viewer's frame — Back to the list it came from, the spec's
 * load-failure message and 'Try again' (decision 2302) — instead of the root's error page. Plain links:
 * the same without JavaScript. Anything else (a 4xx) goes on to the root's boundary.
 */
export function ViewerFailure() {
  const error = useRouteError();
  const t = useT();
  const { pathname, search } = useLocation();
  const params = useParams();
  if (!isLoadFailure(error)) throw error;
  const query = new URLSearchParams(search);
  query.delete('confirm');
  const list = `${pathname.split('/preview/')[0]}${query.size ? `?${query}` : ''}`;
  const photo = params.photoId ?? params.id;
  return (
    <div className="viewer">
      <header className="viewer__top">
        <Link to={list} state={photo ? { focus: photoAnchor(photo) } : undefined} className="button button--secondary viewer__back">
          <span aria-hidden="true" className="back-arrow" />
          {t('photos.preview.back')}
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="viewer__main viewer__failure">
        <h1>{t('photos.preview.title')}</h1>
        <p role="alert">{t('photos.loadError')}</p>
        <p>
          <TryAgain className="button button--secondary" />
        </p>
      </main>
    </div>
  );
}
