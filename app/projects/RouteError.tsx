import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';

/** Error boundary for an account page: a 404 names what was not found; anything else is the spec's message. */
export function RouteError({ notFound }: { notFound: TKey }) {
  const error = useRouteError();
  const t = useT();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="route-error">
      <h1>{missing ? t('ui.notFound.title') : t('title.error')}</h1>
      <p role="alert">{missing ? t(notFound) : t('ui.loadError')}</p>
      <p>
        <Link to="/">{t('ui.notFound.back')}</Link>
      </p>
    </div>
  );
}
