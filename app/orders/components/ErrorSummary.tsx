import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/use-t';

export interface SummaryError {
  /** Id of the field the link goes to; absent for an error of the whole form. */
  fieldId?: string;
  message: string;
}

/** GOV.UK error summary: "There is a problem" and a link per error; focused when it appears. */
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={ref} className="error-summary" id="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
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
