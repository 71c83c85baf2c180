import { isRouteErrorResponse, useLocation, useMatches } from '@remix-run/react';
import { useEffect } from 'react';
import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import { pageTitle } from '~/lib/meta';
import { loadErrorOf } from './load-error';

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
 * A page under the account that could not be shown (decisions 1921, 2302): inside the menu shell,
 * the page's heading and the spec's message for it (its route's `loadErrorHandle`), or the
 * spec's unexpected-error message, and 'Try again'. The shell's menu and back link stay.
 */
export function PageFailure() {
  const t = useT();
  const matches = useMatches();
  const named = loadErrorOf(matches);
  // The document's title names the page too. Remix's <Meta> stops at the boundary's route, which
  // is the layout's when the move's request failed as a whole, so it cannot see the page's handle.
  const title = named ? pageTitle(matches, named.title) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return (
    <div className="route-error">
      <h1>{t(named?.title ?? 'title.error')}</h1>
      <p role="alert">{t(named?.message ?? 'ui.loadError')}</p>
      <p>
        <TryAgain />
      </p>
    </div>
  );
}
