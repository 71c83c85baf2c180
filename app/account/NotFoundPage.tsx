import { Link } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { withStripped } from '~/lib/stripped';
import type { NotFoundDetail } from './not-found';

/** The account's 404 content (inside the menu shell): the heading, why, and one way back. */
export function NotFoundPage({ detail, stripped }: { detail: NotFoundDetail; stripped: boolean }) {
  const t = useT();
  return (
    <div className="route-error not-found">
      <h1>{t('ui.notFound.title')}</h1>
      <p role="alert">{t(detail.message)}</p>
      <p>
        <Link to={withStripped(detail.back.href, stripped)}>{t(detail.back.label)}</Link>
      </p>
    </div>
  );
}
