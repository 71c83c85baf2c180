import { logFailure } from '~/lib/log.server';
import {
  addPhotosToAlbum,
  AlbumNameRefusedError,
  AlbumNotFoundError,
  createAlbum,
  getAlbum,
  listAlbums,
  SharedAlbumReadOnlyError,
  type BulkOutcome,
} from '~/services/albums.server';
import type { UpstreamContext } from '~/services/http.server';
import { answersAndErrors, fitAnswers, refusedReply, saveFormState, takeFormState, type Notice } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { albumNameError, refusalKey } from '../name';
import { COPY_FIELDS, NEW_TARGET, type CopyModalData, type CopyTargetOption } from './model';

/** Albums offered as targets: the newest first, in pages of 100, at most this many. */
const COPY_TARGETS_MAX = 200;
const TARGETS_PAGE = 100;

/** The form-state key of a copy modal: its address (path and selection), so no other form picks it up. */
export function copyFormKey(url: URL): string {
  const q = new URLSearchParams();
  for (const k of ['ids', 'sel']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  return `copy:${url.pathname}?${q}`;
}

/**
 * The customer's own albums that can take photos (shared albums cannot), newest first, less the
 * album the photos are copied from (`exclude`): they are in it already.
 */
async function targets(ctx: UpstreamContext, exclude: string | undefined): Promise<{ albums: CopyTargetOption[]; truncated: boolean }> {
  const albums: CopyTargetOption[] = [];
  let cursor: string | null = null;
  do {
    const page = await listAlbums(ctx, { cursor, limit: TARGETS_PAGE, displaySharedData: false });
    for (const a of page.albums) if (!a.isShared && a.albumId !== exclude) albums.push({ albumId: a.albumId, albumName: a.albumName, photosCount: a.photosCount });
    cursor = page.cursor;
  } while (cursor && albums.length < COPY_TARGETS_MAX);
  return { albums: albums.slice(0, COPY_TARGETS_MAX), truncated: !!cursor || albums.length > COPY_TARGETS_MAX };
}

/**
 * The copy modal's loader data: the albums to choose from, and a refused answer (if any)
 * taken from the form cookie. `clear` is the Set-Cookie that clears it (add it to the answer).
 */
export async function loadCopyModal(
  request: Request,
  ctx: UpstreamContext,
  input: { count: number; back: string; exclude?: string },
): Promise<{ data: CopyModalData; clear: string | null }> {
  const { state, clear } = await takeFormState(request, copyFormKey(new URL(request.url)));
  const refused = state ? answersAndErrors(state) : null;
  let list: { albums: CopyTargetOption[]; truncated: boolean } | null = null;
  try {
    list = await targets(ctx, input.exclude);
  } catch (error) {
    logFailure('albums could not be loaded for copy', error, { correlationId: ctx.correlationId });
  }
  return {
    data: {
      count: input.count,
      back: input.back,
      albums: list?.albums ?? [],
      truncated: list?.truncated ?? false,
      albumsError: list === null,
      fromAlbum: input.exclude !== undefined,
      values: refused?.values ?? {},
      errors: refused?.errors ?? {},
      notice: state?.notice ?? null,
    },
    clear,
  };
}

export interface CopyActionInput {
  /** The photos to copy (already checked to be non-empty). */
  ids: string[];
  /** After a full success: where to go (with the toast). */
  done: string;
  /** After a partial success: where to go with these ids still to do (e.g. the selection of the failed ones). */
  partly: (failed: string[]) => Promise<string>;
  /** The album the photos are copied from, not a target (the modal does not offer it). */
  exclude?: string;
}

/**
 * Copy to album: the form names an album (`target`) or asks for a new one (`target=new` and
 * `name`, created first: create-and-copy in one go). Then the photos go in, in batches of 100
 * with retries. Outcomes (Post/Redirect/Get each time):
 * - all copied: `done` with '{count} photos copied to {albumName}';
 * - some copied: `partly(failed)` with an error toast that says how many are missing;
 * - none copied, or the form refused: back to the modal (the request's own address) with the
 *   answers and errors; a new album that was created stays chosen, so a retry does not make
 *   a second one, and the modal says it was created.
 */
export async function copyAction(request: Request, ctx: UpstreamContext, form: FormData, input: CopyActionInput): Promise<Response> {
  const url = new URL(request.url);
  const self = `${url.pathname}${url.search}`;
  const rawTarget = typeof form.get(COPY_FIELDS.target) === 'string' ? String(form.get(COPY_FIELDS.target)) : '';
  const rawName = form.get(COPY_FIELDS.name);
  const typedName = typeof rawName === 'string' ? rawName : '';
  // A name typed without choosing 'Create a new album' means that.
  const target = rawTarget || (typedName.length > 0 ? NEW_TARGET : '');
  const values = fitAnswers({ [COPY_FIELDS.target]: target, [COPY_FIELDS.name]: typedName });
  const back = async (errors: Record<string, string>, extra: Partial<{ values: Record<string, string>; notice: Notice }> = {}) =>
    seeOther(request, self, { cookies: [await saveFormState(copyFormKey(url), refusedReply({ ...values, ...extra.values }, errors), extra.notice)] });

  let albumId: string;
  let albumName: string;
  let created = false;
  if (target === NEW_TARGET) {
    const problem = albumNameError(typedName);
    if (problem) return back({ [COPY_FIELDS.name]: problem });
    try {
      albumId = await createAlbum(ctx, typedName);
    } catch (error) {
      if (error instanceof AlbumNameRefusedError) return back({ [COPY_FIELDS.name]: refusalKey(error) });
      logFailure('album could not be created', error, { correlationId: ctx.correlationId });
      return back({ form: 'albums.saveFailed' });
    }
    albumName = typedName;
    created = true;
  } else if (target && target === input.exclude) {
    // Not offered: the photos are in it already.
    return back({ [COPY_FIELDS.target]: 'albums.copy.targetRequired' }, { values: { [COPY_FIELDS.target]: '' } });
  } else if (target) {
    let album;
    try {
      album = await getAlbum(ctx, target);
    } catch (error) {
      logFailure('album could not be read for copy', error, { correlationId: ctx.correlationId });
      return back({ form: 'albums.saveFailed' });
    }
    if (!album || album.isShared) return back({ [COPY_FIELDS.target]: 'albums.copy.targetGone' }, { values: { [COPY_FIELDS.target]: '' } });
    albumId = album.albumId;
    albumName = album.albumName;
  } else {
    return back({ [COPY_FIELDS.target]: 'albums.copy.targetRequired' });
  }

  let outcome: BulkOutcome;
  try {
    outcome = await addPhotosToAlbum(ctx, albumId, input.ids);
  } catch (error) {
    logFailure('photos could not be copied to the album', error, { correlationId: ctx.correlationId });
    if (!created && (error instanceof AlbumNotFoundError || error instanceof SharedAlbumReadOnlyError)) {
      return back({ [COPY_FIELDS.target]: 'albums.copy.targetGone' }, { values: { [COPY_FIELDS.target]: '' } });
    }
    outcome = { done: [], failed: input.ids, retriesExceeded: false };
  }

  const total = input.ids.length;
  if (outcome.done.length === total) {
    return redirectWithToast(request, input.done, { kind: 'success', key: 'albums.copy.done', vars: { count: total, albumName } });
  }
  if (outcome.done.length === 0) {
    // Nothing copied. A new album exists now: it stays chosen, and the modal says so.
    return back(
      { form: 'albums.saveFailed' },
      created
        ? {
            values: { [COPY_FIELDS.target]: albumId, [COPY_FIELDS.name]: '' },
            notice: { key: 'albums.copy.createdOnly', vars: { albumName } },
          }
        : {},
    );
  }
  const failed = input.ids.filter((id) => !outcome.done.includes(id));
  return redirectWithToast(request, await input.partly(failed), {
    kind: 'error',
    key: 'albums.copy.partial',
    vars: { copied: outcome.done.length, total, failed: failed.length, albumName },
  });
}
