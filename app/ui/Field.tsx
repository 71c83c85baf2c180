import { forwardRef, type InputHTMLAttributes } from 'react';
import { useT } from '~/i18n/use-t';

/** What every control of the form kit has: an id (the error summary links to it), a name, a label, a hint, an error. */
export interface FieldCommon {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** The error message (already translated); shown inline as 'Error: …'. */
  error?: string;
}

interface FieldProps extends FieldCommon {
  defaultValue?: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  spellCheck?: boolean;
  placeholder?: string;
  /** A narrow input (a street number, a postal code). */
  short?: boolean;
  /** An extra class on the field's wrapper. */
  className?: string;
}

/** The ids a control is described by: its hint's and its error's. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and inline error (GOV.UK pattern), with the ids describedBy names. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const t = useT();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{t('ui.error.prefix')} </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The form kit's field: a labelled text control with optional hint and inline error (GOV.UK
 * pattern), linked by aria-describedby. The ref reaches the input (a modal's first focus).
 * Select, checkbox and radios: ./choice-fields.tsx.
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { id, name, label, hint, error, defaultValue, type = 'text', inputMode, autoComplete, multiline, rows = 5, spellCheck, placeholder, short, className },
  ref,
) {
  const common = {
    id,
    name,
    defaultValue,
    'aria-describedby': describedBy(id, hint, error),
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
      <FieldMessages id={id} hint={hint} error={error} />
      {multiline ? (
        <textarea className="field__control" rows={rows} {...common} />
      ) : (
        <input ref={ref} className={`field__control${short ? ' field__control--short' : ''}`} type={type} inputMode={inputMode} {...common} />
      )}
    </div>
  );
});
