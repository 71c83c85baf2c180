import type { LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { albumContext, photoPager } from '~/albums/page/album.server';
import { albumPath, isAlbumId } from '~/albums/page/model';
import { failedDownloadPage } from '~/downloads/modal.server';
import { findInAlbum } from '~/albums/page/neighbours';
import { logFailure } from '~/lib/log.server';
import { attachmentHeader } from '~/selection/model';
import { fetchOriginal } from '~/services/downloads.server';

/**
 * One photo of a shared album, saved under its local file name: any member's photo (the
 * library's single download serves only the customer's own). The photo must be in the
 * album the customer can read; otherwise 404. A failure: for a browser the album's download
 * modal saying so; for a script a short 502.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const album = await albumContext(request, params, 'shared');
  const photoId = params.photoId ?? '';
  if (!isAlbumId(photoId)) return resourceNotFound(request, context);
  const place = await findInAlbum(photoPager(album.ctx, 'shared', album.id, album.sort), photoId);
  if (!place) return resourceNotFound(request, context);
  const photo = place.photo;
  try {
    const upstream = await fetchOriginal(album.ctx, photo.untouchedUrl ?? photo.url, request.signal);
    const headers = new Headers({
      'Content-Type': upstream.headers.get('Content-Type') ?? 'application/octet-stream',
      'Content-Disposition': attachmentHeader(photo.localFileName),
      'Cache-Control': 'private, no-store',
    });
    const length = upstream.headers.get('Content-Length');
    if (length) headers.set('Content-Length', length);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    logFailure('shared album photo could not be downloaded', error, { correlationId: album.ctx.correlationId });
    throw failedDownloadPage(request, `${albumPath('shared', album.id)}/download`, photoId) ?? new Response('Error: Your photo could not be downloaded', { status: 502 });
  }
}
