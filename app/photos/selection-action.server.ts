import { requireCustomer } from '~/auth/session.server';
import { DOWNLOAD_LIMIT } from '~/lib/constants';
import { seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { baseQuery, monthAnchor, TIMELINE_PATH } from '~/photos/model';
import { upstreamContext } from '~/services/http.server';
import { createDownload } from '~/services/downloads.server';
import { downloadModalHref } from '~/downloads/modal.server';
import { applyForm, parseIntent } from '~/selection/model';
import { loadSelection, monthPhotoIds, selectionHref, storeSelection } from '~/selection/selection.server';
import { readForm } from '~/lib/form.server';

/** The view's query kept through selection mode: sort, stripped, and the month being looked at. */
function viewQuery(request: Request): URLSearchParams {
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const q = baseQuery(sort, isStripped(url.searchParams), isDefault);
  for (const k of ['month']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  return q;
}

/**
 * The timeline form's post: the selection is worked out (JS: the posted ids; no JS: the
 * carried selection with this page's checkboxes applied), then the pressed button acts.
 * Everything answers with a redirect (PRG); a download lands on its modal (single or multiple).
 */
export async function handleSelectionAction(request: Request) {
  const flags = requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const url = new URL(request.url);
  const form = await readForm(request);
  const intent = parseIntent(form.get('intent')) ?? 'update';
  const client = form.get('mode') === 'client';
  const carried = client ? [] : (await loadSelection(ctx, url.searchParams)).ids;
  const selection = applyForm({
    carried,
    shown: form.getAll('shown'),
    checked: form.getAll('photoIds'),
    client,
  });
  const query = viewQuery(request);
  const { sort } = resolveSort(request);

  if (typeof intent === 'object') {
    const monthIds = await monthPhotoIds(ctx, intent.month, sort);
    const selected = new Set(selection);
    const all = monthIds.length > 0 && monthIds.every((id) => selected.has(id));
    const next = all ? selection.filter((id) => !monthIds.includes(id)) : [...new Set([...selection, ...monthIds])];
    const ref = await storeSelection(ctx, next);
    return seeOther(request, selectionHref(TIMELINE_PATH, query, ref, {}, monthAnchor(intent.month)));
  }

  const stay = async (extra: Record<string, string> = {}) => seeOther(request, selectionHref(TIMELINE_PATH, query, await storeSelection(ctx, selection), extra));
  if (intent === 'update') return stay();
  if (intent === 'copy' && !flags.PhotoManagementAlbumViewEnabled) return stay();
  if (selection.length === 0) return stay({ error: 'empty' });
  // Copy to album (decision 0613): the modal route over the timeline, carrying the selection.
  if (intent === 'copy') return seeOther(request, selectionHref(`${TIMELINE_PATH}/copy`, query, await storeSelection(ctx, selection)));

  if (intent === 'download') {
    if (selection.length > DOWNLOAD_LIMIT) return stay({ error: 'tooMany' });
    const ref = await storeSelection(ctx, selection);
    // One photo: the single download modal, which saves its original under its own name.
    if (selection.length === 1) return seeOther(request, downloadModalHref(TIMELINE_PATH, query, ref, { photo: selection[0]! }));
    // Many photos: the download modal follows the zip file being made (or says it failed, with a retry).
    try {
      const created = await createDownload(ctx, selection);
      return seeOther(request, downloadModalHref(TIMELINE_PATH, query, ref, { archive: created.id }));
    } catch (error) {
      logFailure('download could not be created', error, { correlationId: ctx.correlationId });
      return seeOther(request, downloadModalHref(TIMELINE_PATH, query, ref, { failed: true }));
    }
  }

  if (intent === 'order-prints' && !(flags.PhotoManagementOrderPrintsEnabled && !isStripped(url.searchParams))) return stay();
  const ref = await storeSelection(ctx, selection);
  const modal = intent === 'delete' ? 'delete' : 'order-prints';
  return seeOther(request, selectionHref(`${TIMELINE_PATH}/${modal}`, query, ref));
}
