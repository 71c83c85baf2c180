import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { selectionErrors } from '~/selection/model';
import type { PhotosPageData } from '~/photos/components/Timeline';
import { TIMELINE_PATH, withParams } from '~/photos/model';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { SelectionBar } from '~/selection/SelectionBar';
import type { SelectionApi } from '~/selection/SelectionContext';
import { useSelectionSubmit } from '~/selection/useSelectionSubmit';

/**
 * The timeline in selection mode: ONE form of native checkboxes and submit buttons (posted
 * to this route's action). With JavaScript the buttons act from the client state: a single
 * download is fetched in place, a multiple download starts the progress island, Delete and
 * Order prints post the whole selection and land on their modal.
 */
export function TimelineSelectionForm({
  data: d,
  api,
  query,
  children,
}: {
  data: PhotosPageData;
  api: SelectionApi;
  query: URLSearchParams;
  children: ReactNode;
}) {
  const t = useT();
  const location = useLocation();
  const count = api.selected.size;
  const selection = d.selection!;
  // Always this page's action, also while a modal route (delete, copy…) is open over it.
  const actionHref = `${TIMELINE_PATH}${location.search}`;
  const cancelHref = withParams('/my-photos/photos', query, {});
  const onSubmit = useSelectionSubmit({
    api,
    actionHref,
    native: (intent) => intent.startsWith('toggle-month:'),
  });

  const errors = selectionErrors(selection.error, t);
  return (
    <form method="post" action={actionHref} className="selection-form" onSubmit={onSubmit} noValidate>
      <ErrorSummary errors={errors} />
      <SelectionBar
        count={count}
        js={api.js}
        cancelHref={cancelHref}
        deleteAllHref={withParams('/my-photos/photos/delete-all', query, { select: '1', ...Object.fromEntries(new URLSearchParams(selection.ref)) })}
        showCopy={d.flags.albums}
        showOrderPrints={d.flags.orderPrints}
      />
      {children}
    </form>
  );
}
