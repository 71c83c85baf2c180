import { isRouteErrorResponse } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';

/** The root's error page: a real failure, outside the account shell, with a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" tabIndex={-1} className="error-page">
      <h1>{t('title.error')}</h1>
      <p role="alert">{t('error.unexpected')}</p>
      {status !== 500 ? <p className="muted">{status}</p> : null}
      <p>
        <Link to="/">{t('error.backHome')}</Link>
      </p>
    </main>
  );
}
