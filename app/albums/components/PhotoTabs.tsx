import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import { ALBUMS_PATH } from '../model';
import { withQuery } from '~/lib/query';

/**
 * The 'Photos' and 'Albums' tabs with their counts (photo-library.md section 2), as on the
 * timeline page: links in a nav, the current one marked aria-current. The query (sort,
 * stripped) is kept when moving between them.
 */
export function PhotoTabs({
  current,
  query,
  photosCount,
  albumsCount,
}: {
  current: 'photos' | 'albums';
  query: string;
  photosCount: number | null;
  albumsCount: number | null;
}) {
  const t = useT();
  const photosName = photosCount === null ? t('photos.nav.photos') : t('photos.nav.photosCount', { count: photosCount });
  const albumsName = albumsCount === null ? t('albums.title') : t('photos.nav.albumsCount', { count: albumsCount });
  const photosHref = withQuery('/my-photos/photos', query);
  return (
    <nav className="photo-tabs" aria-label={t('photos.nav.label')}>
      <Link to={photosHref} aria-current={current === 'photos' ? 'page' : undefined}>
        {photosName}
      </Link>
      <Link to={withQuery(ALBUMS_PATH, query)} aria-current={current === 'albums' ? 'page' : undefined}>
        {albumsName}
      </Link>
    </nav>
  );
}
