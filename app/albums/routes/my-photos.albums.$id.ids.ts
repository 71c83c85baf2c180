import type { LoaderFunctionArgs } from '@remix-run/node';
import { albumContext, allAlbumPhotos } from '~/albums/page/album.server';
import { upstreamFailureResponse } from '~/services/http.server';

/** Every photo id of the album in its order, for Select all with JavaScript (JSON). Not readable: 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const album = await albumContext(request, params, 'album');
  try {
    const ids = (await allAlbumPhotos(album, 'album')).map((p) => p.imageId);
    return Response.json({ ids }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // Read by the Select all island, which says so itself; the body is for logs and tools.
    return upstreamFailureResponse(error, 'album photos unavailable');
  }
}
