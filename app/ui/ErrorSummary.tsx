import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/use-t';
import { useNavigationKey } from './useNavigationKey';

export interface FieldError {
  /** The id of the field the error is about (the link's target); absent: about no one field, not linked. */
  field?: string;
  message: string;
}

/**
 * The one GOV.UK error summary of every form (the form kit: this, Field, SubmitButton, the address
 * fields): 'There is a problem' above the page's h1, one link per error to its
 * field. Focus moves to the summary when it appears — without JavaScript too (autofocus) — and
 * again after each failed submit: a repeated submit with the same errors is a new navigation, so
 * the summary is rendered anew (keyed by it) and announced again (WCAG 3.3.1, docs/focus-policy.md).
 */
export function ErrorSummary({ errors }: { errors: FieldError[] }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const key = useNavigationKey();
  const signature = errors.map((e) => `${e.field}:${e.message}`).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature, key]);
  if (errors.length === 0) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy: after a page load the result takes focus (docs/focus-policy.md)
    <div key={key} ref={ref} id="error-summary" className="error-summary" tabIndex={-1} autoFocus aria-labelledby="error-summary-title">
      <div role="alert">
        <h2 id="error-summary-title" className="error-summary__title">
          {t('ui.errorSummary.title')}
        </h2>
        <ul className="error-summary__list">
          {errors.map((e) => (
            <li key={`${e.field ?? ''}:${e.message}`}>{e.field ? <a href={`#${e.field}`}>{e.message}</a> : e.message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
