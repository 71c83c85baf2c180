import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useLocation, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useEffect } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { albumsCount } from '~/photos/page-extras.server';
import { AlbumGrid } from '~/albums/components/AlbumGrid';
import { PhotoTabs } from '~/albums/components/PhotoTabs';
import { ownAlbumsSection, sharedAlbumsSection } from '~/albums/list.server';
import { ALBUMS_PATH, NEW_ALBUM_PATH } from '~/albums/model';
import { withQuery } from '~/lib/query';
import { useT } from '~/i18n/use-t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { baseQuery } from '~/photos/model';
import { upstreamContext } from '~/services/http.server';
import { getPhotoUser } from '~/services/photos.server';
import albumsCss from '~/styles/albums.css?url';
import photosCss from '~/styles/photos.css?url';
import selectionCss from '~/styles/selection.css?url';
import { BehindModal } from '~/ui/Modal';
import { keepingLocalFailures, onlyAModal } from '~/lib/local-failure';
import { loadErrorHandle } from '~/ui/load-error';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: photosCss },
  { rel: 'stylesheet', href: selectionCss },
  { rel: 'stylesheet', href: albumsCss },
];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'albums.title');

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('albums.title', 'albums.loadError');

/**
 * The Albums tab: the 'New album' tile and the customer's albums (49 on the first page, 50 on
 * the next ones), then 'Shared with you' when the shared-albums flag is on. Each section
 * fails on its own with the spec's message. `cursor` continues the own albums, `sharedCursor`
 * the shared ones ('Load more' links that work without JavaScript).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const flags = requireTimelineFlag(request);
  if (!flags.PhotoManagementAlbumViewEnabled) throw redirect('/');
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const stripped = isStripped(url.searchParams);
  const query = baseQuery(sort, stripped, isDefault).toString();
  const sharedOn = flags.PhotoManagementSharedAlbumsViewEnabled;
  const cursor = url.searchParams.get('cursor') || null;
  const sharedCursor = sharedOn ? url.searchParams.get('sharedCursor') || null : null;
  const continued = !!(cursor || sharedCursor);

  const [own, shared, user, count] = await Promise.all([
    sharedCursor ? null : ownAlbumsSection(ctx, cursor, stripped),
    sharedOn && !cursor ? sharedAlbumsSection(ctx, sharedCursor, stripped) : null,
    getPhotoUser(ctx).catch((error: unknown) => {
      logFailure('photo user could not be loaded', error, { correlationId: ctx.correlationId });
      return null;
    }),
    albumsCount(ctx, flags),
  ]);
  return data(
    { own, shared, continued, query, stripped, photosCount: user?.photosCount ?? null, albumsCount: count, sharedOn },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** The list stays as it is while the create modal opens or closes over it. */
export const shouldRevalidate: ShouldRevalidateFunction = keepingLocalFailures(({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (onlyAModal(currentUrl, nextUrl, ALBUMS_PATH)) return false;
  return defaultShouldRevalidate;
});

export default function AlbumsPage() {
  const albumsPage = useLoaderData<typeof loader>();
  const t = useT();
  const location = useLocation();
  const newHref = withQuery(NEW_ALBUM_PATH, albumsPage.query);

  // Focus returns where the customer came from (the 'New album' tile after the modal).
  const state = location.state as { focus?: string } | null;
  useEffect(() => {
    if (state?.focus) document.getElementById(state.focus)?.focus({ preventScroll: true });
  }, [location.key, state?.focus]);

  const newTile = (
    <li className="album-card album-card--new">
      <Link to={newHref} id="new-album" className="album-card__link" preventScrollReset>
        <span className="album-card__cover" aria-hidden="true">
          <span className="album-card__plus">+</span>
        </span>
        <span className="album-card__name">{t('albums.newAlbum')}</span>
      </Link>
    </li>
  );
  const own = albumsPage.own;
  return (
    <>
      <BehindModal className="photos-page albums-page">
        <div className="photos-head">
          <h1>{t('photos.title')}</h1>
        </div>
        <PhotoTabs current="albums" query={albumsPage.query} photosCount={albumsPage.photosCount} albumsCount={albumsPage.albumsCount} />
        {own ? (
          <section className="albums-section" aria-labelledby="own-albums-title">
            <h2 id="own-albums-title" className={albumsPage.sharedOn ? undefined : 'visually-hidden'}>
              {t('albums.gridLabel')}
            </h2>
            {own.status === 'error' ? (
              <div className="banner banner--error" role="alert">
                <p>{t('albums.loadError')}</p>
              </div>
            ) : null}
            {own.status === 'loaded' && own.cards.length === 0 && !albumsPage.continued ? <p className="albums-empty">{t('albums.empty')}</p> : null}
            <AlbumGrid
              key={`own-${albumsPage.query}-${location.search}`}
              section={own}
              kind="own"
              query={albumsPage.query}
              label={t('albums.gridLabel')}
              first={albumsPage.continued ? undefined : newTile}
              moreLabel={t('albums.loadMore')}
            />
          </section>
        ) : null}
        {albumsPage.shared ? (
          <section className="albums-section" aria-labelledby="shared-albums-title">
            <h2 id="shared-albums-title">{t('albums.shared.title')}</h2>
            {albumsPage.shared.status === 'error' ? (
              <div className="banner banner--error" role="alert">
                <p>{t('albums.shared.loadError')}</p>
              </div>
            ) : albumsPage.shared.cards.length === 0 ? (
              <p className="albums-empty">{t('albums.shared.empty')}</p>
            ) : (
              <AlbumGrid
                key={`shared-${location.search}`}
                section={albumsPage.shared}
                kind="shared"
                query={albumsPage.query}
                label={t('albums.shared.title')}
                moreLabel={t('albums.shared.loadMore')}
              />
            )}
          </section>
        ) : null}
        {albumsPage.continued ? (
          <p>
            <Link to={withQuery(ALBUMS_PATH, albumsPage.query)}>{t('albums.backToFirst')}</Link>
          </p>
        ) : null}
      </BehindModal>
      <Outlet />
    </>
  );
}
