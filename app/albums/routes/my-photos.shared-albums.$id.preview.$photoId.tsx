import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { AlbumPreview } from '~/albums/page/AlbumPreview';
import { loadAlbumPreview } from '~/albums/page/preview.server';
import { titleMeta } from '~/lib/meta';
import photosCss from '~/styles/photos.css?url';
import selectionCss from '~/styles/selection.css?url';
import { ViewerFailure } from '~/photos/viewer/ViewerFailure';
import { viewerClientLoader } from '~/photos/viewer/viewer-move';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: photosCss },
  { rel: 'stylesheet', href: selectionCss },
];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.preview.title');

/**
 * sharedAlbumPhotoPreview (flag PhotoManagementSharedAlbumsViewEnabled; parameters id and
 * photoId): the viewer in the shared album's order. Download only; copy and remove from
 * album are disabled.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await loadAlbumPreview(request, params, 'shared'), { headers: { 'Cache-Control': 'no-store' } });
}

/** A photo that could not be shown keeps the viewer's frame, with 'Try again' (decision 1921). */
/** Moves between photos (and to Download) first ask, and keep the photo when that fails (decision 2302). */
export const clientLoader = viewerClientLoader;

export const ErrorBoundary = ViewerFailure;

export default function SharedAlbumPhotoPreview() {
  const preview = useLoaderData<typeof loader>();
  return <AlbumPreview d={preview} />;
}
