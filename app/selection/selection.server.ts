import { z } from 'zod';
import { notFound } from '~/lib/not-found.server';
import { logFailure } from '~/lib/log.server';
import type { Sort } from '~/lib/sort';
import type { UpstreamContext } from '~/services/http.server';
import { getTimelineMonthPage } from '~/services/photo-library.server';
import { createTempSelection, getTempSelection } from '~/services/temp-selections.server';
import { parseMonthKey } from '~/lib/month-key';
import { cleanIds, needsTempSelection, partlyShownMonths, readSelectionRef, refParams, type SelectionRef } from './model';

/** The ids a URL's selection reference stands for. A forged or expired temp selection: 404. */
export async function loadSelection(ctx: UpstreamContext, params: URLSearchParams): Promise<{ ref: SelectionRef; ids: string[] }> {
  const ref = readSelectionRef(params);
  if (ref.kind === 'none') return { ref, ids: [] };
  if (ref.kind === 'inline') return { ref, ids: ref.ids };
  const found = ref.id ? await getTempSelection(ctx, ref.id) : null;
  if (!found) notFound();
  return { ref, ids: cleanIds(found.photoIds) };
}

/** A reference for these ids: inline when few, else a new temp selection. */
export async function storeSelection(ctx: UpstreamContext, ids: string[]): Promise<SelectionRef> {
  if (ids.length === 0) return { kind: 'none' };
  if (!needsTempSelection(ids)) return { kind: 'inline', ids };
  const created = await createTempSelection(ctx, ids);
  return { kind: 'temp', id: created.tempSelectionId };
}

/** `path?query&select=1&ids=…` (or `sel=…`) plus extras. */
export function selectionHref(path: string, query: URLSearchParams, ref: SelectionRef, extra: Record<string, string> = {}, hash?: string): string {
  const q = new URLSearchParams(query);
  for (const k of ['select', 'ids', 'sel', 'error']) q.delete(k);
  q.set('select', '1');
  for (const [k, v] of Object.entries({ ...refParams(ref), ...extra })) q.set(k, v);
  return `${path}?${q}${hash ? `#${hash}` : ''}`;
}

/** Every photo id of a timeline month (all its pages). */
export async function monthPhotoIds(ctx: UpstreamContext, key: string, sort: Sort): Promise<string[]> {
  const month = parseMonthKey(key);
  if (!month) return [];
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i += 1) {
    const page = await getTimelineMonthPage(ctx, { year: month.year, month: month.month, cursor, limit: 500, sort });
    ids.push(...page.images.map((p) => p.imageId));
    cursor = page.cursor;
    if (!cursor || page.images.length === 0) break;
  }
  return ids;
}

/**
 * The timeline months, shown in part, whose every photo is selected (their toggles read
 * 'Deselect all'). A month whose ids cannot be read counts as not wholly selected.
 */
export async function wholeSelectedMonths(ctx: UpstreamContext, months: Parameters<typeof partlyShownMonths>[0], ids: readonly string[], sort: Sort): Promise<string[]> {
  const selection = new Set(ids);
  const checked = await Promise.all(
    partlyShownMonths(months, selection).map(async (key) => {
      const monthIds = await monthPhotoIds(ctx, key, sort).catch((error: unknown) => {
        logFailure('month photo ids could not be loaded', error, { correlationId: ctx.correlationId });
        return [];
      });
      return monthIds.length > 0 && monthIds.every((id) => selection.has(id)) ? key : null;
    }),
  );
  return checked.filter((key): key is string => key !== null);
}

/**
 * Delete all's confirmation: "the typed text must equal exactly the translated confirmation word
 * (in English, DELETE)" (photo-library.md section 5): no trimming, no change of case.
 */
export function confirmsDeleteAll(typed: unknown, word: string): boolean {
  return z.literal(word).safeParse(typed).success;
}

