import { Link } from '@remix-run/react';
import type { TFn, TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import type { FieldError } from '~/ui/ErrorSummary';
import { useStrippedHref } from '~/lib/stripped';

/** The spec's settings load error, under the page's own heading. */
export function SettingsLoadError({ title, back }: { title: TKey; back: string }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <div className="settings">
      <h1>{t(title)}</h1>
      <div className="banner banner--error" role="alert">
        <p>{t('settings.loadError')}</p>
      </div>
      <p>
        <Link to={href(back)}>{t('settings.back')}</Link>
      </p>
    </div>
  );
}

interface ErrorsLike {
  errors?: string[];
}

/**
 * The GOV.UK error summary's entries: errors of the whole form first (linked to `formTarget`,
 * the field to go back to), then each field's, in the order of the form.
 */
export function summaryErrors(t: TFn, form: ErrorsLike, fields: { id: string; meta: ErrorsLike }[], formTarget: string): FieldError[] {
  return [
    ...(form.errors ?? []).map((key) => ({ field: formTarget, message: t(key as TKey) })),
    ...fields.flatMap(({ id, meta }) => (meta.errors ?? []).map((key) => ({ field: id, message: t(key as TKey) }))),
  ];
}

/** The first translated error of a field, for its inline message. */
export function firstError(t: TFn, meta: ErrorsLike): string | undefined {
  const key = meta.errors?.[0];
  return key ? t(key as TKey) : undefined;
}

/** A form-level error shown above the form's fields ('Error: …'), for errors that are about no one field. */
export function FormLevelError({ errors }: { errors?: string[] }) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p className="field__error settings-form-error">
      <span className="visually-hidden">{t('ui.error.prefix')} </span>
      {errors.map((key) => t(key as TKey)).join(' ')}
    </p>
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
