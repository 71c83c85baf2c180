import type { LoaderFunctionArgs } from '@remix-run/node';
import { albumContext, loadGridPage } from '~/albums/page/album.server';

/** One page (24) of the shared album's photos as tiles, for the grid's island (JSON). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const album = await albumContext(request, params, 'shared');
  return Response.json(await loadGridPage(request, album, 'shared'), { headers: { 'Cache-Control': 'no-store' } });
}
