import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/use-t';
import { useNavigationKey } from '~/ui/useNavigationKey';

export interface SummaryError {
  /** Id of the field the link goes to; absent for an error of the whole form. */
  fieldId?: string;
  message: string;
}

/**
 * GOV.UK error summary: "There is a problem" and a link per error; focused when it appears
 * (without JavaScript too: autofocus). Each failed submit is a new navigation: the summary is
 * rendered anew (keyed by it) and focused, so a repeat of the same errors is announced again.
 */
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const key = useNavigationKey();
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, key]);
  if (!shown) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy: after a page load the result takes focus (docs/focus-policy.md)
    <div key={key} ref={ref} className="error-summary" id="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} autoFocus>
      <h2 id="error-summary-title" className="error-summary__title">
        {t('orders.errorSummary.title')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((e) => (
          <li key={`${e.fieldId ?? 'form'}-${e.message}`}>{e.fieldId ? <a href={`#${e.fieldId}`}>{e.message}</a> : e.message}</li>
        ))}
      </ul>
    </div>
  );
}
