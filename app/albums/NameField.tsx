import { forwardRef } from 'react';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';

export interface NameFieldProps {
  id: string;
  name?: string;
  /** The error's translation key (albums.name.*), shown inline as 'Error: …'. */
  error?: string | null;
  defaultValue?: string;
  label?: string;
  hint?: string;
}

/**
 * The album name input (GOV.UK pattern): label, optional hint, inline error linked by
 * aria-describedby, placeholder 'Untitled album'. No maxlength and no client-side checks:
 * the name is validated on submit only, on the server.
 */
export const NameField = forwardRef<HTMLInputElement, NameFieldProps>(function NameField(
  { id, name = 'name', error, defaultValue, label, hint },
  ref,
) {
  const t = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field album-name${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label ?? t('albums.name.label')}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          <span className="visually-hidden">{t('ui.error.prefix')} </span>
          {t(error as TKey)}
        </p>
      ) : null}
      <input
        ref={ref}
        className="field__control"
        type="text"
        id={id}
        name={name}
        defaultValue={defaultValue}
        placeholder={t('albums.name.placeholder')}
        autoComplete="off"
        spellCheck
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
});
