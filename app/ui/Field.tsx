import { forwardRef, type InputHTMLAttributes } from 'react';
import { useT } from '~/i18n/use-t';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** The error message (already translated); shown inline as 'Error: …'. */
  error?: string;
  defaultValue?: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  spellCheck?: boolean;
  placeholder?: string;
  /** An extra class on the field's wrapper. */
  className?: string;
}

/**
 * The form kit's field: a labelled control with optional hint and inline error (GOV.UK pattern),
 * linked by aria-describedby. The ref reaches the input (a modal's first focus).
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { id, name, label, hint, error, defaultValue, type = 'text', autoComplete, multiline, rows = 5, spellCheck, placeholder, className },
  ref,
) {
  const t = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    defaultValue,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    autoComplete,
    spellCheck,
    placeholder,
  };
  return (
    <div className={`field${className ? ` ${className}` : ''}${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          <span className="visually-hidden">{t('ui.error.prefix')} </span>
          {error}
        </p>
      ) : null}
      {multiline ? <textarea className="field__control" rows={rows} {...common} /> : <input ref={ref} className="field__control" type={type} {...common} />}
    </div>
  );
});
