import { getLocale, getT } from '~/i18n/i18next.server';
import { singleDownloadData } from '~/downloads/modal.server';
import { toTile } from '~/photos/tiles.server';
import { tileAlt, tileTooltip } from '~/photos/timeline-wire';
import type { Photo } from '~/services/photo-library.server';

/**
 * What every preview (timeline and album) shows of its photo: the photo at 1300 (else its file)
 * with its alternative text and tooltip, and the single download modal (`?download=1`, decision
 * 1982) over the viewer at `selfHref`, open when the address asks for it, downloading `fileHref`.
 * The tile comes along for what a preview adds (the timeline's details panel).
 */
export async function previewPhoto(request: Request, photo: Photo, selfHref: string, fileHref: string) {
  const [t, locale] = await Promise.all([getT(request), getLocale(request)]);
  const tile = toTile(photo, locale);
  const large = photo.thumbnails.find((th) => th.id === '1300');
  const downloadOpen = new URL(request.url).searchParams.get('download') === '1';
  const shown = {
    id: photo.imageId,
    alt: tileAlt(tile, t),
    tooltip: tileTooltip(tile, t),
    src: large?.url ?? photo.url,
    width: large?.width || photo.visibleWidth || tile[1],
    height: large?.height || photo.visibleHeight || tile[2],
    selfHref,
    downloadHref: `${selfHref}${selfHref.includes('?') ? '&' : '?'}download=1`,
    download: downloadOpen ? singleDownloadData({ id: photo.imageId, href: fileHref }, selfHref) : null,
  };
  return { tile, shown };
}
