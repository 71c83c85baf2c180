import { redirect } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { baseQuery, TIMELINE_PATH } from '~/photos/model';
import { upstreamContext } from '~/services/http.server';
import { loadSelection, selectionHref } from '~/selection/selection.server';

/** What every selection modal route starts with: the customer, the selection, the way back. */
export async function selectionModalContext(request: Request) {
  const flags = requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const stripped = isStripped(url.searchParams);
  const query = baseQuery(sort, stripped, isDefault);
  const month = url.searchParams.get('month');
  if (month) query.set('month', month);
  const { ref, ids } = await loadSelection(ctx, url.searchParams);
  const back = selectionHref(TIMELINE_PATH, query, ref);
  /** The timeline after a successful action: selection mode ends. */
  const done = `${TIMELINE_PATH}${query.size ? `?${query}` : ''}`;
  return { flags, session, ctx, url, query, ref, ids, back, done, stripped };
}

/** A selection modal with nothing selected goes back with the error summary. */
export function requireSome(ids: string[], back: string): void {
  if (ids.length === 0) throw redirect(`${back}&error=empty`);
}
