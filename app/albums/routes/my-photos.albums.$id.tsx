import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import { AlbumPage } from '~/albums/page/AlbumPage';
import { loadAlbumContext } from '~/albums/page/album-context.server';
import { albumMeta } from '~/albums/page/meta';
import { albumPath } from '~/albums/page/model';
import { withQuery } from '~/lib/query';
import { loadAlbumPage, type AlbumPageData } from '~/albums/page/page.server';
import { renameAction } from '~/albums/page/rename.server';
import { albumViewQuery, handleAlbumSelection } from '~/albums/page/selection-action.server';
import albumPageCss from '~/styles/album-page.css?url';
import photosCss from '~/styles/photos.css?url';
import selectionCss from '~/styles/selection.css?url';
import { readForm } from '~/lib/form.server';
import { keepFailureLocal, keepingLocalFailures, onlyAModal } from '~/lib/local-failure';
import { failedSelectionPost } from '~/selection/model';
import { loadErrorHandle } from '~/ui/load-error';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: photosCss },
  { rel: 'stylesheet', href: selectionCss },
  { rel: 'stylesheet', href: albumPageCss },
];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => albumMeta(matches, data as AlbumPageData | undefined);

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('albumPage.title', 'albumPage.loadError');

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

/** With JavaScript, a post that fails on the way comes back as `{ error: intent }` (decision 1920). */
export const clientAction = keepFailureLocal(failedSelectionPost);

/** The album stays as it is while a modal opens or closes over it; forms, and leaving the upload modal, reload it. */
export const shouldRevalidate: ShouldRevalidateFunction = keepingLocalFailures(({ formMethod, currentUrl, currentParams, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  // Leaving the upload modal reloads: a click on Done can cut short the reload the upload itself started.
  if (currentUrl.pathname.endsWith('/upload')) return true;
  if (onlyAModal(currentUrl, nextUrl, albumPath('album', currentParams.id ?? ''))) return false;
  return defaultShouldRevalidate;
});

export default function AlbumRoute() {
  const albumPage = useLoaderData<typeof loader>() as unknown as AlbumPageData;
  return <AlbumPage d={albumPage} />;
}
