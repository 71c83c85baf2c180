import type { LoaderFunctionArgs } from '@remix-run/node';
import { albumContext, allAlbumPhotos } from '~/albums/page/album.server';

/** Every photo id of the album in its order, for Select all with JavaScript (JSON). Not readable: 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const album = await albumContext(request, params, 'shared');
  const ids = (await allAlbumPhotos(album, 'shared')).map((p) => p.imageId);
  return Response.json({ ids }, { headers: { 'Cache-Control': 'no-store' } });
}
