import { Link } from '~/ui/Link';
import { memo, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ZoomInIcon } from '~/ui/icons';
import { useT } from '~/i18n/use-t';
import { photoAnchor, TILE_SIZES, VIEWER_PHOTO } from '../model';
import { tileAlt, tileSrc, tileTooltip, type Tile } from '../timeline-wire';

/**
 * One photo: a link to its preview holding the thumbnail, and the 'Taken on …' tooltip (in
 * the DOM, linked by aria-describedby, shown on hover and focus by CSS). In selection mode the
 * photo is its checkbox's label and the preview link an icon in its corner (decision 2540). A
 * thumbnail that fails to load becomes a close icon with the same text alternative.
 */
export interface TileSelect {
  checked: boolean;
  /** With JavaScript: toggles in place (the checkbox stays a native form control). */
  onToggle?: () => void;
}

/** A tile's width and height for photos.css's justified rows (a photo without sizes stays square). */
export function tileBox([, width, height]: Tile): CSSProperties | undefined {
  return width > 0 && height > 0 ? ({ '--w': width, '--h': height } as CSSProperties) : undefined;
}

/**
 * `discover`: whether the link carries Remix's route-discovery marker; one per group is enough,
 * since every preview link leads to the same route (decision 1614). Memoised: a month that
 * appends a page, or a chunk that renders again, leaves its other tiles as they are (a bounded timeline re-renders nothing it kept).
 */
export const Thumbnail = memo(function Thumbnail({
  tile,
  href,
  eager,
  discover = true,
  select,
  precise = false,
  pick,
}: {
  tile: Tile;
  href: string;
  eager: boolean;
  discover?: boolean;
  select?: TileSelect | null;
  /** Its name carries the seconds: another tile was taken the same minute. */
  precise?: boolean;
  /** Outside selection mode: the address that starts it with this photo chosen (its check, shown on hover). */
  pick?: string;
}) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // It may have failed before hydration, when no handler was listening.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && el.currentSrc) setBroken(true);
  }, []);
  // React's own id: short, the same on the server and in the browser (decision 1614).
  const tipId = useId().replace(/:/g, ''); // ':R2m8:' → 'R2m8', usable in a CSS selector
  const [id, width, height, srcSet] = tile;
  const alt = tileAlt(tile, t, precise);
  const tooltip = tileTooltip(tile, t);
  const image = (
    <img
      ref={img}
      src={tileSrc(tile)}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? TILE_SIZES : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? undefined : 'lazy'}
      // The first screen's photos before the scripts (decision 2411); lower case, as React 18 passes it on.
      {...(eager ? { fetchpriority: 'high' } : {})}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
  const picture = broken ? (
    <svg className="tile__broken" role="img" aria-label={alt} viewBox="0 0 24 24" width={width} height={height}>
      <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  ) : (
    image
  );
  // The viewer opens from this photo (decision 2492): it alone is named for the view transition, as it is clicked.
  const opening = () => img.current?.style.setProperty('view-transition-name', VIEWER_PHOTO);
  const link = (inside: ReactNode, className: string, opens = false) => (
    <Link
      to={href}
      id={photoAnchor(id)}
      className={className}
      viewTransition={opens || undefined}
      onClick={opens ? opening : undefined}
      discover={discover ? 'render' : 'none'}
      aria-describedby={tooltip ? tipId : undefined}
      // In selection mode it holds an icon: named after the photo.
      aria-label={select ? alt : undefined}
    >
      {inside}
    </Link>
  );
  return (
    // Its box takes the photo's aspect ratio before the image loads: photos.css grows it in its justified row (decision 2440).
    <li className={select ? 'tile tile--selectable' : 'tile'} style={tileBox(tile)}>
      {select ? (
        <>
          {/* Selection mode: a native checkbox of the timeline's one form, beside (never inside) the link (decision 2540). */}
          <input type="hidden" name="shown" value={id} />
          {/* Named once, by aria-label: a label's hidden text would also be read as text after it. */}
          <input
            type="checkbox"
            className="tile__check"
            id={`select-${id}`}
            name="photoIds"
            value={id}
            aria-label={t('selection.selectPhoto', { name: alt })}
            {...(select.onToggle ? { checked: select.checked, onChange: select.onToggle } : { defaultChecked: select.checked })}
          />
          {/* The whole photo toggles the checkbox, with or without JavaScript; hidden from the
              accessibility tree, where the checkbox and the preview link speak for it. */}
          <label htmlFor={`select-${id}`} className="tile__pick" aria-hidden="true">
            {picture}
          </label>
          {/* The preview stays one press away: its own link in the corner, a sibling of the label. */}
          {link(<ZoomInIcon />, 'tile__link tile__preview')}
        </>
      ) : (
        <>
          {link(picture, 'tile__link', true)}
          {pick ? (
            // The round check a pointer finds on the photo: selection mode with this photo chosen. Out of the
            // Tab order and the accessibility tree: 'Select photos' is the keyboard's way in (decision 2544).
            <Link to={pick} className="tile__start" tabIndex={-1} aria-hidden="true" preventScrollReset discover="none" />
          ) : null}
        </>
      )}
      {tooltip ? (
        <span role="tooltip" id={tipId} className="tooltip">
          {tooltip}
        </span>
      ) : null}
    </li>
  );
});
