import { AlbumCard } from '~/albums/components/AlbumCard';
import { useT } from '~/i18n/use-t';
import { useStrippedHref } from '~/lib/stripped';
import { Link } from '~/ui/Link';
import type { LatestPictures as Latest } from './latest.server';

/**
 * A square tile a third of the pictures column (home.css: at most about 210 px from 1024 px,
 * where the column is half of the main area) that the photo covers: a landscape photo is drawn
 * wider than the tile by its aspect ratio, so it asks for that width.
 */
function coverSizes(width: number, height: number): string {
  const scale = Math.max(1, width / height);
  return `(min-width: 1024px) ${Math.ceil(210 * scale)}px, ${Math.ceil(30 * scale)}vw`;
}

function LatestPhotos({ photos }: { photos: Latest['photos'] }) {
  const t = useT();
  const href = useStrippedHref();
  if (photos?.length === 0) return null;
  return (
    <section className="latest" aria-labelledby="latest-photos-title">
      <h2 id="latest-photos-title">{t('home.latestPhotos')}</h2>
      {photos === null ? (
        <p className="order-error" role="alert">
          {t('ui.loadError')}
        </p>
      ) : (
        <ul className="latest__photos">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              {/* Its link's name is the photo's text alternative ('Photo taken on …', else its file's name), as in the timeline. */}
              <Link to={href(photo.href)} className="latest__photo">
                <img
                  src={photo.src}
                  srcSet={photo.srcSet ?? undefined}
                  sizes={photo.srcSet ? coverSizes(photo.width, photo.height) : undefined}
                  width={photo.width}
                  height={photo.height}
                  alt={photo.alt}
                  loading={i < 3 ? undefined : 'lazy'}
                  decoding="async"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={href('/my-photos/photos')}>{t('home.allPhotos')}</Link>
      </p>
    </section>
  );
}

function LatestAlbums({ albums }: { albums: Latest['albums'] }) {
  const t = useT();
  const href = useStrippedHref();
  if (!albums?.length) return null;
  return (
    <section className="latest" aria-labelledby="latest-albums-title">
      <h2 id="latest-albums-title">{t('menu.albums')}</h2>
      <ul className="latest__albums">
        {albums.map((album) => (
          <AlbumCard key={album.id} album={{ ...album, href: href(album.href) }} id={`latest-album-${album.id}`} eager={false} />
        ))}
      </ul>
      <p>
        <Link to={href('/my-photos/albums')}>{t('home.allAlbums')}</Link>
      </p>
    </section>
  );
}

/**
 * The overview's newest photos (each a link to its preview) and albums (decision 2421), beside the
 * recent orders; shown only where the photo library is (the menu's flag), each part failing alone.
 */
export function LatestPictures({ latest, albums }: { latest: Latest; albums: boolean }) {
  return (
    <div className="latest-pictures">
      <LatestPhotos photos={latest.photos} />
      {albums ? <LatestAlbums albums={latest.albums} /> : null}
    </div>
  );
}
