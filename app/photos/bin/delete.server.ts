import { data } from '@remix-run/node';
import { logFailure } from '~/lib/log.server';
import { redirectWithToast } from '~/lib/see-other.server';
import type { UpstreamContext } from '~/services/http.server';
import { moveAllToRecentlyDeleted, moveToRecentlyDeleted, recentlyDeletedDays } from '~/services/recently-deleted.server';
import type { Toast } from '~/lib/flash.server';
import { movedToast } from './bin.server';

/**
 * The deletes' two ways (decision 2600): into Recently deleted when the photo API has it, else
 * permanent as before. The confirmation says which (its form carries `mode`), and the action
 * does what it said: a move that fails deletes nothing.
 */
export type DeleteMode = 'bin' | 'permanent';

/** What a delete confirmation says: `days` in Recently deleted, or null (permanent). */
export const binDays = (ctx: UpstreamContext) => recentlyDeletedDays(ctx);

const modeOf = (form: FormData): DeleteMode => (form.get('mode') === 'bin' ? 'bin' : 'permanent');

/**
 * Deletes `ids` ('all': the whole library) the way the confirmation said. Answers the toast to
 * show (the bin's, with Undo; else `permanent`), or null when it failed (logged).
 */
export async function deleteAsSaid(
  ctx: UpstreamContext,
  mode: DeleteMode,
  ids: readonly string[] | 'all',
  permanent: { run: () => Promise<unknown>; toast: Toast },
): Promise<Toast | null> {
  try {
    if (mode === 'permanent') {
      await permanent.run();
      return permanent.toast;
    }
    return movedToast(ids === 'all' ? await moveAllToRecentlyDeleted(ctx) : await moveToRecentlyDeleted(ctx, ids));
  } catch (error) {
    logFailure('photos could not be deleted', error, {
      correlationId: ctx.correlationId,
    });
    return null;
  }
}

/**
 * A delete confirmation's action: deletes as its form said, then goes to `to` with the toast. A
 * failure answers 502 with `{ failed: true }`, and the confirmation stays open with its message.
 */
export async function deleteThenGo(
  request: Request,
  ctx: UpstreamContext,
  form: FormData,
  ids: readonly string[] | 'all',
  permanent: { run: () => Promise<unknown>; toast: Toast },
  to: string,
) {
  const toast = await deleteAsSaid(ctx, modeOf(form), ids, permanent);
  if (!toast) return data({ failed: true }, { status: 502 });
  return redirectWithToast(request, to, toast);
}
