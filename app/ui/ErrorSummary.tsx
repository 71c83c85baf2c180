import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/use-t';

export interface FieldError {
  /** The id of the field the error is about (the link's target). */
  field: string;
  message: string;
}

/**
 * GOV.UK error summary: 'There is a problem' above the page's h1, one link per error to its
 * field. With JavaScript, focus moves to the summary when it appears.
 */
export function ErrorSummary({ errors }: { errors: FieldError[] }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((e) => `${e.field}:${e.message}`).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby="error-summary-title">
      <div role="alert">
        <h2 id="error-summary-title" className="error-summary__title">
          {t('ui.errorSummary.title')}
        </h2>
        <ul className="error-summary__list">
          {errors.map((e) => (
            <li key={e.field + e.message}>
              <a href={`#${e.field}`}>{e.message}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
