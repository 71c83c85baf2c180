import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-t';

/**
 * Form controls with the GOV.UK error pattern: label, optional hint, inline 'Error: …' message,
 * aria-describedby linking both, aria-invalid on error.
 */
interface Common {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Parts({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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

export function TextField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  autoComplete,
  type = 'text',
  short,
  spellCheck,
  inputMode,
}: Common & {
  defaultValue?: string;
  autoComplete?: string;
  type?: 'text' | 'tel' | 'url';
  short?: boolean;
  spellCheck?: boolean;
  inputMode?: 'text' | 'tel' | 'url' | 'numeric';
}) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Parts id={id} hint={hint} error={error} />
      <input
        className={`field__control${short ? ' field__control--short' : ''}`}
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        inputMode={inputMode}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}

export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  autoComplete,
  children,
}: Common & { value: string; onChange: (value: string) => void; autoComplete?: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Parts id={id} hint={hint} error={error} />
      <select
        className="field__control field__control--select"
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </select>
    </div>
  );
}

export function CheckboxField({ id, name, label, hint, error, defaultChecked }: Common & { defaultChecked?: boolean }) {
  return (
    <div className={`field field--checkbox${error ? ' field--error' : ''}`}>
      <Parts id={id} error={error} />
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
}: Omit<Common, 'label'> & { legend: string; options: { value: string; label: string }[]; defaultValue?: string }) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <fieldset className="fieldset" aria-describedby={describedBy(id, hint, error)}>
        <legend className="field__label">{legend}</legend>
        <Parts id={id} hint={hint} error={error} />
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
