import type { ReactNode } from 'react';
import { FieldMessages, describedBy, type FieldCommon } from './Field';

/**
 * The form kit's choices, like ./Field.tsx: label (or legend), optional hint, inline 'Error: …'
 * message, aria-describedby linking both, aria-invalid on error.
 */
/** A select: controlled (value, onChange) where the page follows the choice, or with a defaultValue. */
export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  defaultValue,
  autoComplete,
  children,
}: FieldCommon & {
  autoComplete?: string;
  children: ReactNode;
} & ({ value: string; onChange: (value: string) => void; defaultValue?: never } | { defaultValue?: string; value?: never; onChange?: never })) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <select
        className="field__control field__control--select"
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        autoComplete={autoComplete}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </select>
    </div>
  );
}

export function CheckboxField({ id, name, label, hint, error, defaultChecked }: FieldCommon & { defaultChecked?: boolean }) {
  return (
    <div className={`field field--checkbox${error ? ' field--error' : ''}`}>
      <FieldMessages id={id} error={error} />
      <div className="checkbox">
        <input
          className="checkbox__input"
          type="checkbox"
          id={id}
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={describedBy(id, hint, undefined)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint checkbox__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function RadiosField({
  id,
  name,
  legend,
  hint,
  error,
  options,
  defaultValue,
}: Omit<FieldCommon, 'label'> & { legend: string; options: { value: string; label: string }[]; defaultValue?: string }) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, hint, error)}>
        <legend className="field__label">{legend}</legend>
        <FieldMessages id={id} hint={hint} error={error} />
        {options.map((o, i) => (
          <div className="radio" key={o.value}>
            {/* The first radio carries the field's id: the error summary links to it. */}
            <input className="radio__input" type="radio" id={i === 0 ? id : `${id}-${o.value}`} name={name} value={o.value} defaultChecked={defaultValue === o.value} />
            <label className="radio__label" htmlFor={i === 0 ? id : `${id}-${o.value}`}>
              {o.label}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
