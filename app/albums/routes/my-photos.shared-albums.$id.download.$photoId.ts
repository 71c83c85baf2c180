import type { LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { albumContext, photoPager } from '~/albums/page/album.server';
import { albumPath, isAlbumId } from '~/albums/page/model';
import { originalDownload } from '~/downloads/original.server';
import { findInAlbum } from '~/albums/page/neighbours';

/**
 * One photo of a shared album, saved under its local file name: any member's photo (the
 * library's single download serves only the customer's own). The photo must be in the
 * album the customer can read; otherwise 404. A failure: the album's download modal
 * (originalDownload).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const album = await albumContext(request, params, 'shared');
  const photoId = params.photoId ?? '';
  if (!isAlbumId(photoId)) return resourceNotFound(request, context);
  const place = await findInAlbum(photoPager(album.ctx, 'shared', album.id, album.sort), photoId);
  if (!place) return resourceNotFound(request, context);
  return originalDownload(request, album.ctx, place.photo, { modalPath: `${albumPath('shared', album.id)}/download`, photoId, what: 'shared album photo' });
}
