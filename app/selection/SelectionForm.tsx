import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { selectionErrors } from './model';
import type { SelectionApi } from './SelectionContext';
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
 * With JavaScript the buttons act from the client state (useSelectionSubmit).
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
  return (
    <form method="post" action={actionHref} className="selection-form" onSubmit={onSubmit} noValidate>
      <ErrorSummary errors={selectionErrors(error, t)} />
      {bar}
      {children}
    </form>
  );
}
