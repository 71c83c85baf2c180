import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { Link } from '~/ui/Link';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { PageFailure } from '~/ui/PageFailure';

/** The error boundary of an account page (nine routes export it as their ErrorBoundary): a 404 names what was not found; anything else is the page's failure with 'Try again'. */
export function PageErrorBoundary({ notFound }: { notFound: TKey }) {
  const error = useRouteError();
  const t = useT();
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <PageFailure />;
  return (
    <div className="route-error">
      <h1>{t('ui.notFound.title')}</h1>
      <p role="alert">{t(notFound)}</p>
      <p>
        <Link to="/">{t('ui.notFound.back')}</Link>
      </p>
    </div>
  );
}
