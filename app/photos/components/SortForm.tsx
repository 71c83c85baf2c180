import { Form } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import type { Sort } from '~/lib/sort';
import { sortValue } from '../model';

/**
 * The sort control: a GET form (label, select, submit), so the choice is in the URL. `action`
 * is the page it sorts (the timeline by default; an album page for its photos).
 */
export function SortForm({ sort, stripped, action = '/my-photos/photos' }: { sort: Sort; stripped: boolean; action?: string }) {
  const t = useT();
  const value = sortValue(sort);
  return (
    <Form method="get" action={action} className="sort-form">
      <label htmlFor="photos-sort">{t('photos.sort.label')}</label>
      <select id="photos-sort" name="sort" defaultValue={value} key={value}>
        <option value="dateTaken:desc">{t('photos.sort.dateTakenDesc')}</option>
        <option value="dateTaken:asc">{t('photos.sort.dateTakenAsc')}</option>
        <option value="created:desc" title={t('photos.sort.uploadedTooltip')}>
          {t('photos.sort.uploadedDesc')}
        </option>
        <option value="created:asc" title={t('photos.sort.uploadedTooltip')}>
          {t('photos.sort.uploadedAsc')}
        </option>
      </select>
      {stripped ? <input type="hidden" name="stripped" value="true" /> : null}
      <button type="submit" className="button button--secondary">
        {t('photos.sort.submit')}
      </button>
    </Form>
  );
}
