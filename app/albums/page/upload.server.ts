import { log, logFailure } from '~/lib/log.server';
import { addPhotosToAlbum } from '~/services/albums.server';
import type { UpstreamContext } from '~/services/http.server';
import type { UploadResults } from '~/services/photo-library.server';

/**
 * The photos an upload added, and those it found already in the library (decision 2611), put into the album (POST /albums/{id}/photos, batched with
 * retries). True when every added photo is in the album (or nothing was added).
 */
export async function addUploadsToAlbum(ctx: UpstreamContext, albumId: string, results: UploadResults['results']): Promise<boolean> {
  const ids = results.flatMap((r) => (r.status === 'added' || r.status === 'duplicate' ? [r.photo.imageId] : []));
  if (ids.length === 0) return true;
  try {
    const outcome = await addPhotosToAlbum(ctx, albumId, ids);
    if (outcome.failed.length === 0) return true;
    log('error', 'uploaded photos could not all be added to the album', { albumId, failed: outcome.failed.length, correlationId: ctx.correlationId });
    return false;
  } catch (error) {
    logFailure('uploaded photos could not be added to the album', error, { albumId, correlationId: ctx.correlationId });
    return false;
  }
}
