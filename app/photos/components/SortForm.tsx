import { Form, useSubmit } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { sortValue, type Sort } from '~/lib/sort';

/**
 * The sort control: a GET form (label, select, submit), so the choice is in the URL. `action`
 * is the page it sorts (the timeline by default; an album page for its photos). With
 * JavaScript a choice applies at once, which the select's description says (WCAG 3.2.2), and
 * the Sort button is hidden by CSS under `html[data-js]` (set once the app has hydrated: decision
 * 1930); without, or while a bundle has not run, the button
 * submits. The select stays the same element across the sort, so focus stays on it.
 */
export function SortForm({ sort, stripped, action = '/my-photos/photos' }: { sort: Sort; stripped: boolean; action?: string }) {
  const t = useT();
  const submit = useSubmit();
  const value = sortValue(sort);
  const [chosen, setChosen] = useState(value);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setChosen(value), [value]);
  useEffect(() => setEnhanced(true), []);
  return (
    <Form method="get" action={action} className="sort-form">
      <label htmlFor="photos-sort">{t('photos.sort.label')}</label>
      <select
        id="photos-sort"
        name="sort"
        value={chosen}
        aria-describedby={enhanced ? 'photos-sort-hint' : undefined}
        onChange={(event) => {
          setChosen(event.currentTarget.value);
          submit(event.currentTarget.form, { preventScrollReset: true });
        }}
      >
        <option value="dateTaken:desc">{t('photos.sort.dateTakenDesc')}</option>
        <option value="dateTaken:asc">{t('photos.sort.dateTakenAsc')}</option>
        <option value="created:desc" title={t('photos.sort.uploadedTooltip')}>
          {t('photos.sort.uploadedDesc')}
        </option>
        <option value="created:asc" title={t('photos.sort.uploadedTooltip')}>
          {t('photos.sort.uploadedAsc')}
        </option>
      </select>
      {enhanced ? (
        // `hidden`: read only as the select's description, not a second time as text.
        <span id="photos-sort-hint" hidden>
          {t('photos.sort.appliesAtOnce')}
        </span>
      ) : null}
      {stripped ? <input type="hidden" name="stripped" value="true" /> : null}
      <button type="submit" className="button button--secondary sort-form__submit">
        {t('photos.sort.submit')}
      </button>
    </Form>
  );
}
