import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { loadAlbumContext } from '~/albums/page/album-context.server';
import { loadAlbumPage } from '~/albums/page/page.server';
import { albumPageClientAction, albumPageHandle, albumPageLinks, albumPageMeta, AlbumPageRoute, albumShouldRevalidate } from '~/albums/page/route-module';
import { handleAlbumSelection } from '~/albums/page/selection-action.server';
import { readForm } from '~/lib/form.server';

export const links = albumPageLinks;
export const meta = albumPageMeta;
export const handle = albumPageHandle;

/**
 * A shared album (flag PhotoManagementSharedAlbumsViewEnabled): the album page's layout,
 * read-only, with the 'no longer supported' banner; view and download only.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadAlbumPage(request, params, 'shared');
}

/** Selection mode's form: select, select all, download (nothing else is allowed here). */
export async function action({ request, params }: ActionFunctionArgs) {
  // The album first: another customer's (or a gone one) is a 404 before the form is read.
  const album = await loadAlbumContext(request, params, 'shared');
  return handleAlbumSelection(album, 'shared', await readForm(request));
}

export const clientAction = albumPageClientAction;
export const shouldRevalidate = albumShouldRevalidate('shared');
export default AlbumPageRoute;
