import type { PhotosPageData } from '~/photos/components/Timeline';
import { TIMELINE_PATH, withParams } from '~/photos/model';
import { SelectionBar } from '~/selection/SelectionBar';
import { SelectionForm, type SelectionFormProps } from '~/selection/SelectionForm';

/**
 * The timeline in selection mode: ONE form of native checkboxes and submit buttons (posted
 * to this route's action). With JavaScript the buttons act from the client state: a single
 * download is fetched in place, a multiple download starts the progress island, Delete and
 * Order prints post the whole selection and land on their modal.
 */
export function TimelineSelectionForm({ data: d, api, query, children }: SelectionFormProps<PhotosPageData>) {
  const selection = d.selection!;
  return (
    <SelectionForm
      path={TIMELINE_PATH}
      api={api}
      error={selection.error}
      native={(intent) => intent.startsWith('toggle-month:')}
      bar={
        <SelectionBar
          count={api.selected.size}
          js={api.js}
          cancelHref={withParams('/my-photos/photos', query, {})}
          deleteAllHref={withParams('/my-photos/photos/delete-all', query, { select: '1', ...Object.fromEntries(new URLSearchParams(selection.ref)) })}
          showCopy={d.flags.albums}
          showOrderPrints={d.flags.orderPrints}
        />
      }
    >
      {children}
    </SelectionForm>
  );
}
