import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { getLocale, getT } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag, resolveSort, toTile } from '~/photos/library.server';
import { backToTimelineHref, baseQuery, photoAnchor, previewHref } from '~/photos/model';
import type { ViewerProps } from '~/photos/viewer/ViewerEnhancer';
import { upstreamContext } from '~/services/http.server';
import { getNeighbours, getPhoto } from '~/services/photo-library.server';
import photosCss from '~/styles/photos.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: photosCss }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.preview.title');

/**
 * The full-screen preview (outside the menu shell). The order is the sort's: GET /photos
 * order for 'created', the timeline's for 'dateTaken'. A photo that is not found goes back
 * to the list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const query = baseQuery(sort, isStripped(url.searchParams), isDefault);
  const listHref = `/my-photos/photos${query.size ? `?${query}` : ''}`;
  const id = params.id ?? '';
  const ctx = upstreamContext(request, session.accessToken);
  const [photo, neighbours] = await Promise.all([getPhoto(ctx, id), getNeighbours(ctx, id, sort)]);
  if (!photo || !neighbours) throw redirect(listHref);
  const [t, locale] = await Promise.all([getT(request), getLocale(request)]);
  const tile = toTile(photo, t, locale);
  const large = photo.thumbnails.find((th) => th.id === '1300');
  return data(
    {
      id: photo.imageId,
      alt: tile.alt,
      tooltip: tile.tooltip,
      src: large?.url ?? photo.url,
      width: large?.width || photo.visibleWidth || tile.width,
      height: large?.height || photo.visibleHeight || tile.height,
      backHref: backToTimelineHref(query, photo.imageId, photo.location),
      previousHref: neighbours.previous ? previewHref(query, neighbours.previous) : null,
      nextHref: neighbours.next ? previewHref(query, neighbours.next) : null,
      position: neighbours.position,
      total: neighbours.total,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export default function Preview() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [Viewer, setViewer] = useState<ComponentType<ViewerProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('~/photos/viewer/ViewerEnhancer').then((m) => {
      if (live) setViewer(() => m.ViewerEnhancer);
    });
    return () => {
      live = false;
    };
  }, []);
  const backState = { focus: photoAnchor(d.id) };
  return (
    <main id="main" tabIndex={-1} className="viewer">
      <div className="viewer__top">
        <Link to={d.backHref} state={backState} className="button button--secondary viewer__back">
          <span aria-hidden="true">← </span>
          {t('photos.preview.back')}
        </Link>
        <p className="viewer__position" role="status" aria-live="polite">
          {t('photos.preview.position', { position: d.position, total: d.total })}
        </p>
      </div>
      <h1 className="viewer__title">{d.tooltip ?? d.alt}</h1>
      <div className="viewer__body">
        {d.previousHref ? (
          <Link to={d.previousHref} replace className="viewer__nav viewer__nav--prev">
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('photos.preview.previous')}</span>
          </Link>
        ) : (
          <span className="viewer__nav viewer__nav--prev viewer__nav--off" aria-hidden="true">
            ‹
          </span>
        )}
        <div ref={stage} className="viewer__stage">
          <img key={d.id} ref={image} src={d.src} width={d.width} height={d.height} alt={d.alt} decoding="async" draggable={false} />
        </div>
        {d.nextHref ? (
          <Link to={d.nextHref} replace className="viewer__nav viewer__nav--next">
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('photos.preview.next')}</span>
          </Link>
        ) : (
          <span className="viewer__nav viewer__nav--next viewer__nav--off" aria-hidden="true">
            ›
          </span>
        )}
      </div>
      <div className="viewer__bottom">
        {Viewer ? (
          <Viewer
            key={d.id}
            stage={stage}
            image={image}
            previousHref={d.previousHref}
            nextHref={d.nextHref}
            backHref={d.backHref}
            backState={backState}
          />
        ) : null}
        {/* Bottom bar: download, copy to album and delete arrive with their issues. */}
        <div className="viewer__actions" />
      </div>
    </main>
  );
}
