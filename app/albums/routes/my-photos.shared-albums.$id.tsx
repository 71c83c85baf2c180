import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import { AlbumPage } from '~/albums/page/AlbumPage';
import { albumPath } from '~/albums/page/model';
import { loadAlbumContext } from '~/albums/page/album-context.server';
import { albumMeta } from '~/albums/page/meta';
import { loadAlbumPage, type AlbumPageData } from '~/albums/page/page.server';
import { handleAlbumSelection } from '~/albums/page/selection-action.server';
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

/** With JavaScript, a post that fails on the way comes back as `{ error: intent }` (decision 1920). */
export const clientAction = keepFailureLocal(failedSelectionPost);

export const shouldRevalidate: ShouldRevalidateFunction = keepingLocalFailures(({ formMethod, currentUrl, currentParams, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (onlyAModal(currentUrl, nextUrl, albumPath('shared', currentParams.id ?? ''))) return false;
  return defaultShouldRevalidate;
});

export default function SharedAlbumRoute() {
  const albumPage = useLoaderData<typeof loader>() as unknown as AlbumPageData;
  return <AlbumPage d={albumPage} />;
}
