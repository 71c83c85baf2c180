import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { loadAlbumContext } from '~/albums/page/album-context.server';
import { albumPath } from '~/albums/page/model';
import { withQuery } from '~/lib/query';
import { loadAlbumPage } from '~/albums/page/page.server';
import { renameAction } from '~/albums/page/rename.server';
import { albumPageClientAction, albumPageHandle, albumPageLinks, albumPageMeta, AlbumPageRoute, albumShouldRevalidate } from '~/albums/page/route-module';
import { albumViewQuery, handleAlbumSelection } from '~/albums/page/selection-action.server';
import { readForm } from '~/lib/form.server';

export const links = albumPageLinks;
export const meta = albumPageMeta;
export const handle = albumPageHandle;

/** The album page (flag PhotoManagementAlbumViewEnabled): see app/albums/page/page.server.ts. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadAlbumPage(request, params, 'album');
}

/** The page's forms: the rename form (`intent=rename`) and selection mode's form. */
export async function action({ request, params }: ActionFunctionArgs) {
  // The album first: another customer's (or a gone one) is a 404 before the form is read.
  const album = await loadAlbumContext(request, params, 'album');
  const form = await readForm(request);
  if (form.get('intent') === 'rename') return renameAction(request, album, form, withQuery(albumPath('album', album.id), albumViewQuery(album)));
  return handleAlbumSelection(album, 'album', form);
}

export const clientAction = albumPageClientAction;

// Leaving the upload modal reloads: a click on Done can cut short the reload the upload itself started.
export const shouldRevalidate = albumShouldRevalidate('album', (from) => from.pathname.endsWith('/upload'));

export default AlbumPageRoute;
