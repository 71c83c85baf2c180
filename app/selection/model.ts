/**
 * Pure helpers of selection mode: the selection as it travels in the URL (a few ids inline,
 * more as a temporary selection id), the no-JS form's arithmetic and the month toggle.
 */
import { DOWNLOAD_LIMIT } from '~/lib/constants';
import { withoutHiddenCharacters } from '../../shared/file-names';

/** At most this many ids travel inline in the URL (`ids=a,b`); more become a temp selection (`sel=`). */
export const INLINE_MAX = 20;
/** Photo ids as the API makes them; anything else is dropped from a form or a URL. */
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

export function isPhotoId(value: unknown): value is string {
  return typeof value === 'string' && ID_RE.test(value);
}

/** Unique valid ids in their first order. */
export function cleanIds(values: readonly unknown[]): string[] {
  const out = new Set<string>();
  for (const v of values) if (isPhotoId(v)) out.add(v);
  return [...out];
}

export type SelectionRef = { kind: 'none' } | { kind: 'inline'; ids: string[] } | { kind: 'temp'; id: string };

/** The selection reference a URL carries: `sel` (temp selection id) wins over `ids`. */
export function readSelectionRef(params: URLSearchParams): SelectionRef {
  const sel = params.get('sel');
  if (sel !== null) return isPhotoId(sel) ? { kind: 'temp', id: sel } : { kind: 'temp', id: '' };
  const ids = cleanIds((params.get('ids') ?? '').split(','));
  return ids.length ? { kind: 'inline', ids } : { kind: 'none' };
}

/** Query entries for a selection reference. */
export function refParams(ref: SelectionRef): Record<string, string> {
  if (ref.kind === 'inline') return { ids: ref.ids.join(',') };
  if (ref.kind === 'temp') return { sel: ref.id };
  return {};
}

/** Whether these ids travel inline or need a temp selection. */
export function needsTempSelection(ids: readonly string[]): boolean {
  return ids.length > INLINE_MAX;
}

/**
 * The selection after a no-JS form post: what was carried, minus the photos the page showed
 * (their checkboxes speak for them), plus those checked. With JS (`mode=client`) the posted
 * ids are the whole selection.
 */
export function applyForm(input: { carried: readonly string[]; shown: readonly unknown[]; checked: readonly unknown[]; client: boolean }): string[] {
  const checked = cleanIds(input.checked);
  if (input.client) return checked;
  const shown = new Set(cleanIds(input.shown));
  return cleanIds([...input.carried.filter((id) => !shown.has(id)), ...checked]);
}

/** Select-all of a month: selects the month's photos, or deselects them when all are selected. */
export function toggleMany(selection: readonly string[], monthIds: readonly string[]): string[] {
  const selected = new Set(selection);
  const all = monthIds.length > 0 && monthIds.every((id) => selected.has(id));
  if (all) {
    const month = new Set(monthIds);
    return selection.filter((id) => !month.has(id));
  }
  return cleanIds([...selection, ...monthIds]);
}

/** A range (Shift): `ids` all added (`on`) or all removed, the others as they were. */
export function setMany(selection: readonly string[], ids: readonly string[], on: boolean): string[] {
  if (on) return cleanIds([...selection, ...ids]);
  const range = new Set(ids);
  return selection.filter((id) => !range.has(id));
}

/** Toggles one id. */
export function toggleOne(selection: readonly string[], id: string): string[] {
  return selection.includes(id) ? selection.filter((x) => x !== id) : [...selection, id];
}

/** 'all' | 'some' | 'none' of a month's ids selected (the toggle's aria state). */
export function monthState(selection: ReadonlySet<string>, monthIds: readonly string[]): 'all' | 'some' | 'none' {
  let n = 0;
  for (const id of monthIds) if (selection.has(id)) n += 1;
  if (n === 0) return 'none';
  return n === monthIds.length ? 'all' : 'some';
}

/**
 * Whether a month's toggle reads 'Deselect all': every photo of the month is selected, not only
 * its loaded ones. A month shown in part is decided by its whole id list when the toggle fetched
 * it (`monthIds`), else by what the server found (`wholeOnServer`).
 */
export function wholeMonthSelected(
  selection: ReadonlySet<string>,
  loadedIds: readonly string[],
  count: number | null,
  known: { monthIds: readonly string[] | null; wholeOnServer: boolean },
): boolean {
  if (loadedIds.length === 0 || monthState(selection, loadedIds) !== 'all') return false;
  if (count !== null && loadedIds.length >= count) return true;
  if (known.monthIds) return monthState(selection, known.monthIds) === 'all';
  return known.wholeOnServer;
}

/** Months shown in part with every shown photo selected: whether all of each is, only its whole id list tells. */
export function partlyShownMonths(
  months: readonly { key: string; count: number; status: string; items: readonly (readonly [id: string, ...unknown[]])[] }[],
  selection: ReadonlySet<string>,
): string[] {
  return months
    .filter((m) => m.status === 'loaded' && m.items.length > 0 && m.items.length < m.count && m.items.every(([id]) => selection.has(id)))
    .map((m) => m.key);
}

const INTENTS = ['update', 'download', 'delete', 'order-prints', 'copy'] as const;
export type Intent = (typeof INTENTS)[number] | { month: string };

/** The pressed button: `intent=delete`, or `intent=toggle-month:2024/5`. */
export function parseIntent(value: FormDataEntryValue | null): Intent | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('toggle-month:')) return { month: value.slice('toggle-month:'.length) };
  return (INTENTS as readonly string[]).includes(value) ? (value as Intent) : null;
}

export type DisabledReason = 'empty' | 'tooMany' | null;

/** The error summary's entry for a selection refused on the server (`?error=empty|tooMany`): the download button's reason. */
export function selectionErrors(error: string | null | undefined, t: (key: 'selection.reason.empty' | 'selection.reason.tooMany') => string): { field: string; message: string }[] {
  return error === 'empty' || error === 'tooMany' ? [{ field: 'sel-download', message: t(`selection.reason.${error}`) }] : [];
}

/** Why a toolbar button is unavailable for this many selected photos (null: available). */
export function disabledReason(action: 'download' | 'delete' | 'order-prints', count: number): DisabledReason {
  if (count === 0) return 'empty';
  if (action === 'download' && count > DOWNLOAD_LIMIT) return 'tooMany';
  return null;
}

/** The viewer's photo after a delete: the next one, else the previous one (the second when the first went). */
export function neighbourAfterDelete(n: { previous: string | null; next: string | null }): string | null {
  return n.next ?? n.previous;
}

/** A Content-Disposition header for a download under the photo's own file name. */
export function attachmentHeader(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // No control or bidi character: the name shows as it is, never spoofed or broken.
  const clean = withoutHiddenCharacters(base).replace(/^\.+/, '').trim() || 'photo';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/**
 * The message of a selection form's post that failed on the way (JavaScript, decision 1920),
 * by the button pressed: what the customer asked for did not happen.
 */
export function failedIntentKey(intent: string) {
  switch (intent) {
    case 'download':
      return 'selection.download.manyFailed' as const;
    case 'order-prints':
      return 'selection.orderPrints.failed' as const;
    case 'delete':
      return 'selection.deleteSelected.failed' as const;
    case 'remove':
      return 'albumPage.remove.failed' as const;
    case 'copy':
    case 'rename':
      return 'albums.saveFailed' as const;
    default:
      return 'photos.requestFailure' as const;
  }
}

/** keepFailureLocal's fallback for a selection form: which button was pressed. */
export const failedSelectionPost = (form: FormData) => ({ error: String(form.get('intent') ?? 'update') });
