import { Link } from '~/ui/Link';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { useStrippedHref } from '~/lib/stripped';

/** The spec's settings load error, under the page's own heading. */
export function SettingsLoadError({ title, back, message = 'settings.loadError' }: { title: TKey; back: string; message?: TKey }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <div className="settings">
      <h1>{t(title)}</h1>
      <div className="banner banner--error" role="alert">
        <p>{t(message)}</p>
      </div>
      <p>
        <Link to={href(back)}>{t('settings.back')}</Link>
      </p>
    </div>
  );
}

export function FormActions({ submit, cancelHref }: { submit: TKey; cancelHref: string }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <div className="settings-form__actions">
      <button type="submit" className="button">
        {t(submit)}
      </button>
      <Link to={href(cancelHref)} className="button button--secondary">
        {t('settings.cancel')}
      </Link>
    </div>
  );
}
