import { useState, type MouseEvent } from 'react';
import { useT } from '~/i18n/use-t';
import { fetchJson } from '~/lib/island-fetch';
import type { SelectionApi } from '~/selection/SelectionContext';

/**
 * An album's Select all / Deselect all: a submit of the selection form (the server knows every
 * photo of the album); with JavaScript it fetches the album's ids and toggles them in place. A
 * request that fails says 'Request failure' beside it with 'Try again' (decision 1921).
 */
export function SelectAllButton({ idsHref, api, allSelected }: { idsHref: string; api: SelectionApi; allSelected: boolean }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const selectAll = () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    void fetchJson<{ ids: string[] }>(idsHref).then((answer) => {
      setBusy(false);
      if (answer.ok) api.toggleMany(answer.data.ids);
      else setFailed(true);
    });
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!api.js) return;
    event.preventDefault();
    selectAll();
  };

  return (
    <>
      <button type="submit" name="intent" value="select-all" id="select-all" className="button button--secondary" onClick={onClick} aria-disabled={busy ? 'true' : undefined}>
        {allSelected ? t('albumPage.deselectAll') : t('albumPage.selectAll')}
      </button>
      {failed ? (
        <span className="error-message select-all__failure" role="alert">
          {t('photos.requestFailure')}{' '}
          <button type="button" className="button button--secondary" onClick={selectAll}>
            {t('ui.tryAgain')}
          </button>
        </span>
      ) : null}
    </>
  );
}
