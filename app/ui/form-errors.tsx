import type { TFn, TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import type { FieldError } from './ErrorSummary';

// The form kit's glue between conform's errors (translation keys) and ErrorSummary / Field.

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

