import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import { useStrippedHref } from '~/lib/stripped';
import type { NotFoundDetail } from '~/lib/not-found';

/** The account's 404 content (inside the menu shell): the heading, why, and one way back. */
export function NotFoundPage({ detail }: { detail: NotFoundDetail }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <div className="route-error not-found">
      <h1>{t('ui.notFound.title')}</h1>
      <p role="alert">{t(detail.message)}</p>
      <p>
        <Link to={href(detail.back.href)}>{t(detail.back.label)}</Link>
      </p>
    </div>
  );
}
