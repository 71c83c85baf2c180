import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import type { AlbumCardData } from '../model';

/**
 * One album in the grid: its cover (or a placeholder), name and photo count, all one link.
 * The cover is decorative (alt=""): the link's name is the album's name and count.
 */
export function AlbumCard({ album, id, eager }: { album: AlbumCardData; id: string; eager: boolean }) {
  const t = useT();
  return (
    <li className="album-card">
      <Link to={album.href} id={id} className="album-card__link">
        <span className="album-card__cover" aria-hidden="true">
          {album.cover ? (
            <img src={album.cover.src} width={album.cover.width} height={album.cover.height} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : (
            <svg className="album-card__placeholder" viewBox="0 0 48 48" width="48" height="48" focusable="false">
              <path d="M8 10h32a2 2 0 0 1 2 2v24a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2Zm2 24h28l-9-12-7 9-5-6Z" fill="currentColor" />
            </svg>
          )}
        </span>
        <span className="album-card__name">{album.name}</span>{' '}
        <span className="album-card__meta">
          {t('albums.photoCount', { count: album.count })}
          {album.owner ? (
            <>
              <span className="visually-hidden">, </span>
              <span className="album-card__owner">
                {album.owner.you ? t('albums.shared.byYou') : t('albums.shared.owner', { email: album.owner.email })}
              </span>
            </>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
