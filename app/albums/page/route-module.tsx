import type { LinksFunction } from '@remix-run/node';
import { useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import { keepFailureLocal, keepingLocalFailures, onlyAModal } from '~/lib/local-failure';
import { failedSelectionPost } from '~/selection/model';
import albumPageCss from '~/styles/album-page.css?url';
import photosCss from '~/styles/photos.css?url';
import selectionCss from '~/styles/selection.css?url';
import { loadErrorHandle } from '~/ui/load-error';
import { photoRowsHandle } from '~/lib/photo-rows';
import { AlbumPage } from './AlbumPage';
import { albumMeta } from './meta';
import { albumPath, type AlbumKind } from './model';
import type { AlbumPageData } from './page.server';

/** The route module exports an album's page and a shared album's have in common (each route adds its loader and action). */
export const albumPageLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: photosCss },
  { rel: 'stylesheet', href: selectionCss },
  { rel: 'stylesheet', href: albumPageCss },
];

export const albumPageMeta: MetaFunction = ({ matches, data }) => albumMeta(matches, data as AlbumPageData | undefined);

/** What the page says when its data could not be loaded (decision 2302); rows of photos when it has some (decision 2680). */
export const albumPageHandle = {
  ...loadErrorHandle('albumPage.title', 'albumPage.loadError'),
  ...photoRowsHandle(({ state, grid }: AlbumPageData) => state === 'ok' && grid.status === 'loaded' && grid.items.length > 0),
};

/** With JavaScript, a post that fails on the way comes back as `{ error: intent }` (decision 1920). */
export const albumPageClientAction = keepFailureLocal(failedSelectionPost);

/**
 * The album stays as it is while a modal opens or closes over it; forms reload it, and so does
 * leaving a modal `reloads` names.
 */
export function albumShouldRevalidate(kind: AlbumKind, reloads: (from: URL) => boolean = () => false): ShouldRevalidateFunction {
  return keepingLocalFailures(({ formMethod, currentUrl, currentParams, nextUrl, defaultShouldRevalidate }) => {
    if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
    if (reloads(currentUrl)) return true;
    if (onlyAModal(currentUrl, nextUrl, albumPath(kind, currentParams.id ?? ''))) return false;
    return defaultShouldRevalidate;
  });
}

export function AlbumPageRoute() {
  const albumPage = useLoaderData() as unknown as AlbumPageData;
  return <AlbumPage d={albumPage} />;
}
