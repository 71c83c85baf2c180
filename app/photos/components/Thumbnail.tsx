import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { photoAnchor, TILE_SIZES, type Tile } from '../model';

/**
 * One photo: a link to its preview holding the thumbnail, and the 'Taken on …' tooltip (in
 * the DOM, linked by aria-describedby, shown on hover and focus by CSS). A thumbnail that
 * fails to load becomes a close icon with the same text alternative.
 */
export function Thumbnail({ tile, href, eager }: { tile: Tile; href: string; eager: boolean }) {
  const [broken, setBroken] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // It may have failed before hydration, when no handler was listening.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && el.currentSrc) setBroken(true);
  }, []);
  const tipId = `tip-${tile.id}`;
  return (
    <li className="tile">
      <Link
        to={href}
        id={photoAnchor(tile.id)}
        className="tile__link"
        aria-describedby={tile.tooltip ? tipId : undefined}
      >
        {broken ? (
          <svg className="tile__broken" role="img" aria-label={tile.alt} viewBox="0 0 24 24" width={tile.width} height={tile.height}>
            <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        ) : (
          <img
            ref={img}
            src={tile.src}
            srcSet={tile.srcSet ?? undefined}
            sizes={tile.srcSet ? TILE_SIZES : undefined}
            width={tile.width}
            height={tile.height}
            alt={tile.alt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setBroken(true)}
          />
        )}
      </Link>
      {tile.tooltip ? (
        <span role="tooltip" id={tipId} className="tooltip">
          {tile.tooltip}
        </span>
      ) : null}
    </li>
  );
}
