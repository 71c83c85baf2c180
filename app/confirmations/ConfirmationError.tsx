import { Link } from '~/ui/Link';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { PublicPage } from '~/ui/PublicPage';

/**
 * The spec's generic error page of the confirmation flows: title, message, a Try again button
 * to the customer's settings and a link to customer care.
 */
export function ConfirmationError({ title, message, tryAgain, contactUrl }: { title: TKey; message: TKey; tryAgain: string; contactUrl: string }) {
  const t = useT();
  return (
    <PublicPage>
      <h1>{t(title)}</h1>
      <p className="lead">{t(message)}</p>
      <p className="muted">{t('confirmations.error.linkHint')}</p>
      <p className="confirm-actions">
        <Link className="button" to={tryAgain}>
          {t('confirmations.error.tryAgain')}
        </Link>
      </p>
      <p>
        {t('confirmations.error.help')} <a href={contactUrl}>{t('confirmations.error.contactCustomerCare')}</a>
      </p>
    </PublicPage>
  );
}
