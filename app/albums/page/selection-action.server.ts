import { DOWNLOAD_LIMIT } from '~/lib/constants';
import { downloadModalHref } from '~/downloads/modal.server';
import { seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { applyForm, cleanIds, type SelectionRef } from '~/selection/model';
import { loadSelection, selectionHref, storeSelection } from '~/selection/selection.server';
import { createDownload, createSharedAlbumDownload } from '~/services/downloads.server';
import type { UpstreamContext } from '~/services/http.server';
import { allAlbumPhotos, type AlbumContext } from './album.server';
import { albumPath, GRID_ANCHOR, parseAlbumIntent, toggleAll, type AlbumKind } from './model';

/** The query an album page keeps through selection mode: sort, stripped, and how many sections are shown. */
export function albumViewQuery(c: AlbumContext): URLSearchParams {
  const q = new URLSearchParams(c.query);
  const shown = c.url.searchParams.get('shown');
  if (shown) q.set('shown', shown);
  return q;
}

/**
 * How a selection travels: as the timeline's (a few ids inline, more as a temporary
 * selection) in an own album; inline only in a shared album, whose photos may be other
 * customers' (a temporary selection holds only the customer's own), up to the download limit
 * (docs/decisions/0623-shared-album-selection.md).
 */
export async function storeAlbumSelection(ctx: UpstreamContext, kind: AlbumKind, ids: string[]): Promise<SelectionRef> {
  if (kind === 'album') return storeSelection(ctx, ids);
  const kept = cleanIds(ids).slice(0, DOWNLOAD_LIMIT);
  return kept.length ? { kind: 'inline', ids: kept } : { kind: 'none' };
}

/**
 * The album grid's selection form: the selection is worked out (JS: the posted ids; no JS:
 * the carried selection with this page's checkboxes applied), then the pressed button acts.
 * Everything answers with a redirect (PRG); a download lands on its modal (single or multiple).
 */
export async function handleAlbumSelection(c: AlbumContext, kind: AlbumKind, form: FormData) {
  const intent = parseAlbumIntent(form.get('intent'), kind) ?? 'update';
  const client = form.get('mode') === 'client';
  const carried = client ? [] : (await loadSelection(c.ctx, c.url.searchParams)).ids;
  const selection = applyForm({ carried, shown: form.getAll('shown'), checked: form.getAll('photoIds'), client });
  const path = albumPath(kind, c.id);
  const query = albumViewQuery(c);
  const to = async (ids: string[], extra: Record<string, string> = {}, hash?: string) =>
    seeOther(c.request, selectionHref(path, query, await storeAlbumSelection(c.ctx, kind, ids), extra, hash));

  if (intent === 'select-all') {
    const all = (await allAlbumPhotos(c, kind)).map((p) => p.imageId);
    return to(toggleAll(selection, all), {}, GRID_ANCHOR);
  }
  if (intent === 'update') return to(selection);
  if (selection.length === 0) return to(selection, { error: 'empty' });

  if (intent === 'download') {
    if (selection.length > DOWNLOAD_LIMIT) return to(selection, { error: 'tooMany' });
    try {
      let created;
      if (kind === 'shared') {
        // The download names each photo's owner: read them from the album itself.
        const owners = new Map((await allAlbumPhotos(c, kind)).map((p) => [p.imageId, p.ownerId ?? '']));
        const photos = selection.filter((id) => owners.get(id)).map((id) => ({ photoId: id, ownerId: owners.get(id)! }));
        if (photos.length === 0) return to([], { error: 'empty' });
        if (photos.length === 1) return seeOther(c.request, downloadModalHref(path, query, await storeAlbumSelection(c.ctx, kind, selection), { photo: photos[0]!.photoId }));
        created = await createSharedAlbumDownload(c.ctx, c.id, photos);
      } else {
        if (selection.length === 1) return seeOther(c.request, downloadModalHref(path, query, await storeAlbumSelection(c.ctx, kind, selection), { photo: selection[0]! }));
        created = await createDownload(c.ctx, selection);
      }
      return seeOther(c.request, downloadModalHref(path, query, await storeAlbumSelection(c.ctx, kind, selection), { archive: created.id }));
    } catch (error) {
      if (error instanceof Response) throw error;
      logFailure('album download could not be created', error, { albumId: c.id, correlationId: c.ctx.correlationId });
      return seeOther(c.request, downloadModalHref(path, query, await storeAlbumSelection(c.ctx, kind, selection), { failed: true }));
    }
  }

  if (intent === 'order-prints' && !(c.flags.PhotoManagementOrderPrintsEnabled && !c.stripped)) return to(selection);
  // Copy, Remove from album and Order prints open their modal (a child route) with the selection.
  const ref = await storeAlbumSelection(c.ctx, kind, selection);
  return seeOther(c.request, selectionHref(`${path}/${intent}`, query, ref));
}
