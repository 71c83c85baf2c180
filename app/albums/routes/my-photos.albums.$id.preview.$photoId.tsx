import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, type MetaFunction } from '@remix-run/react';
import { AlbumPreview } from '~/albums/page/AlbumPreview';
import { albumPreviewHref } from '~/albums/page/model';
import { neighbourAfterRemove } from '~/albums/page/neighbours';
import { albumPreviewContext, loadAlbumPreview, placeOf } from '~/albums/page/preview.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { readConfirmedForm } from '~/lib/form.server';
import { removePhotosFromAlbum } from '~/services/albums.server';
import photosCss from '~/styles/photos.css?url';
import selectionCss from '~/styles/selection.css?url';
import { ViewerFailure } from '~/photos/viewer/ViewerFailure';
import { viewerClientLoader } from '~/photos/viewer/viewer-move';
import { keepFailureLocal } from '~/lib/local-failure';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: photosCss },
  { rel: 'stylesheet', href: selectionCss },
];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.preview.title');

/** albumPhotoPreview (flag PhotoManagementAlbumViewEnabled): the viewer in the album's order. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await loadAlbumPreview(request, params, 'album'), { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Remove this photo from the album (the bottom bar's confirmation); it stays in the library.
 * Then the viewer moves to the next photo of the album, else the previous, else back to the
 * album, with 'Photo removed from {albumName}'. A failure keeps the confirmation open with
 * 'Error: Your photo could not be removed from the album'.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const p = await albumPreviewContext(request, params, 'album');
  await readConfirmedForm(request);
  const place = await placeOf(p);
  try {
    const outcome = await removePhotosFromAlbum(p.ctx, p.id, [p.photoId]);
    if (outcome.failed.length) throw new Error('not removed');
  } catch (error) {
    logFailure('photo could not be removed from the album', error, { albumId: p.id, correlationId: p.ctx.correlationId });
    const sep = p.query.size ? '&' : '?';
    return seeOther(request, `${p.selfHref}${sep}confirm=remove&failed=1`);
  }
  const next = neighbourAfterRemove(place);
  return redirectWithToast(request, next ? albumPreviewHref('album', p.id, next, p.query) : p.albumHref, { kind: 'success', key: 'albumPage.removed', vars: { count: 1, albumName: p.album.albumName } });
}

/** With JavaScript, a remove that fails on the way keeps the confirmation open with its message (decision 1921). */
export const clientAction = keepFailureLocal({});

/** A photo that could not be shown keeps the viewer's frame, with 'Try again' (decision 1921). */
/** Moves between photos (and to Download) first ask, and keep the photo when that fails (decision 2302). */
export const clientLoader = viewerClientLoader;

export const ErrorBoundary = ViewerFailure;

export default function AlbumPhotoPreview() {
  const preview = useLoaderData<typeof loader>();
  return <AlbumPreview d={preview} outlet={<Outlet />} />;
}
