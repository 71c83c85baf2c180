import { isRouteErrorResponse, useLocation } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';

/**
 * Whether an error boundary's error is a failure to load (decision 1921): a request that did
 * not come back (the network, a body the router cannot read), a loader's error or a 5xx answer.
 * A 4xx answer (not found, refused) is not: it says something about the address, not the network.
 */
export function isLoadFailure(error: unknown): boolean {
  return !(isRouteErrorResponse(error) && error.status < 500);
}

/** 'Try again': the same address once more (a plain link without JavaScript). */
export function TryAgain({ className }: { className?: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Link to={`${pathname}${search}`} replace preventScrollReset className={className}>
      {t('ui.tryAgain')}
    </Link>
  );
}

/**
 * A page under the account that could not be shown (decision 1921): inside the menu shell, the
 * spec's unexpected-error message and 'Try again'. The shell's menu and back link stay.
 */
export function PageFailure() {
  const t = useT();
  return (
    <div className="route-error">
      <h1>{t('title.error')}</h1>
      <p role="alert">{t('ui.loadError')}</p>
      <p>
        <TryAgain />
      </p>
    </div>
  );
}
