import { forwardRef } from 'react';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { Field } from '~/ui/Field';

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
 * The album name input: the form kit's Field with the album's label and placeholder ('Untitled
 * album'). No maxlength and no client-side checks: the name is validated on submit only, on the server.
 */
export const NameField = forwardRef<HTMLInputElement, NameFieldProps>(function NameField({ id, name = 'name', error, defaultValue, label, hint }, ref) {
  const t = useT();
  return (
    <Field
      ref={ref}
      id={id}
      name={name}
      className="album-name"
      label={label ?? t('albums.name.label')}
      hint={hint}
      error={error ? t(error as TKey) : undefined}
      defaultValue={defaultValue}
      placeholder={t('albums.name.placeholder')}
      autoComplete="off"
      spellCheck
    />
  );
});
