import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { selectionErrors } from './model';
import type { SelectionApi } from './SelectionContext';
import { useRangeSelect } from './useRangeSelect';
import { useSelectionSubmit } from './useSelectionSubmit';

/** What a page's selection form takes: the page's data, the selection state, the page's query and the grid it wraps. */
export interface SelectionFormProps<Data> {
  data: Data;
  api: SelectionApi;
  query: URLSearchParams;
  children: ReactNode;
}

/**
 * A selection form (timeline, album pages): ONE form of native checkboxes and submit buttons
 * posted to the page's action at `path` — always the page's, also while a modal route (delete,
 * copy…) is open over it — with its error summary, the page's selection bar and the grid.
 * With JavaScript the buttons act from the client state (useSelectionSubmit) and Shift selects
 * a range (useRangeSelect).
 */
export function SelectionForm({
  path,
  api,
  error,
  native,
  bar,
  children,
}: {
  path: string;
  api: SelectionApi;
  error: string | null | undefined;
  native?: (intent: string) => boolean;
  bar: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const actionHref = `${path}${useLocation().search}`;
  const onSubmit = useSelectionSubmit({ api, actionHref, native });
  const range = useRangeSelect(api);
  return (
    // Clicks and keys reach the form from its checkboxes: Shift selects a range (useRangeSelect).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the checkboxes are the controls; the form only hears them
    <form method="post" action={actionHref} className="selection-form" onSubmit={onSubmit} onClick={range.onClick} onKeyDown={range.onKeyDown} noValidate>
      <ErrorSummary errors={selectionErrors(error, t)} />
      {bar}
      {children}
    </form>
  );
}
