import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { getLocale, getT } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { log } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { isStripped } from '~/lib/stripped';
import { PhotoGroup } from '~/photos/components/PhotoGroup';
import { SortForm } from '~/photos/components/SortForm';
import { requireTimelineFlag, resolveSort, sortCookie } from '~/photos/library.server';
import { baseQuery, monthAnchor, parseSortValue } from '~/photos/model';
import { loadTimeline } from '~/photos/timeline.server';
import { upstreamContext } from '~/services/http.server';
import { getPhotoUser } from '~/services/photos.server';
import photosCss from '~/styles/photos.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: photosCss }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.title');

/** Tiles that load eagerly: about the first screen. */
const EAGER_TILES = 12;

export async function loader({ request }: LoaderFunctionArgs) {
  const flags = requireTimelineFlag(request);
  const url = new URL(request.url);
  // The sort form sends one value; the URL then carries sortKey and sortOrder.
  if (url.searchParams.has('sort')) {
    const chosen = parseSortValue(url.searchParams.get('sort'));
    url.searchParams.delete('sort');
    const headers = new Headers();
    if (chosen) {
      url.searchParams.set('sortKey', chosen.sortKey);
      url.searchParams.set('sortOrder', chosen.sortOrder);
      headers.append('Set-Cookie', sortCookie(chosen));
    }
    for (const k of ['cursor', 'more', 'shown', 'month']) url.searchParams.delete(k);
    throw redirect(`${url.pathname}${url.search}`, { headers });
  }
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const [t, locale] = await Promise.all([getT(request), getLocale(request)]);
  const { sort, isDefault, setCookie } = resolveSort(request);
  const stripped = isStripped(url.searchParams);

  const [user, timeline] = await Promise.all([
    getPhotoUser(ctx).catch((error: unknown) => {
      log('error', 'photo user could not be loaded', {
        reason: error instanceof Error ? error.message : String(error),
        correlationId: ctx.correlationId,
      });
      return null;
    }),
    loadTimeline(ctx, { sort, params: url.searchParams, t, locale }),
  ]);

  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return data(
    {
      sort,
      query: baseQuery(sort, stripped, isDefault).toString(),
      stripped,
      photosCount: user?.photosCount ?? null,
      // Albums arrive with the albums issue; until then the count is 0.
      albumsCount: 0,
      timeline: user ? timeline : ({ kind: 'error' } as const),
      flags: {
        upload: flags.PhotoManagementUploadViewEnabled,
        albums: flags.PhotoManagementAlbumViewEnabled,
        reactivation: flags.PhotoManagementReactivationEnabled,
        orderPrints: flags.PhotoManagementOrderPrintsEnabled && !stripped,
      },
      revision: Date.now(),
    },
    { headers },
  );
}

/** The timeline stays as it is while a modal opens or closes over it; forms reload it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.search === nextUrl.search && currentUrl.pathname !== nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export default function PhotosPage() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  const location = useLocation();
  const query = new URLSearchParams(d.query);
  const uploadHref = `/my-photos/photos/upload${d.query ? `?${d.query}` : ''}`;
  const [message, setMessage] = useState('');
  const announce = useCallback((count: number) => setMessage(t('photos.moreLoaded', { count })), [t]);

  // Focus returns where the customer came from: a thumbnail (from the preview) or 'Add photos'.
  const state = location.state as { focus?: string } | null;
  useEffect(() => {
    const target = state?.focus ?? (location.hash.startsWith('#photo-') ? location.hash.slice(1) : null);
    if (!target) return;
    const el = document.getElementById(target);
    if (el) {
      el.focus({ preventScroll: !!state?.focus });
    }
  }, [location.key, location.hash, state?.focus]);

  // Escape hides the tooltip under the pointer or focus (WCAG 1.4.13).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      for (const el of document.querySelectorAll('.tile:hover, .tile:focus-within')) el.setAttribute('data-tip-hidden', '');
    };
    const reset = (event: Event) => {
      const tile = (event.target as Element | null)?.closest?.('.tile');
      if (tile) tile.removeAttribute('data-tip-hidden');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mouseout', reset);
    document.addEventListener('focusout', reset);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mouseout', reset);
      document.removeEventListener('focusout', reset);
    };
  }, []);

  const photosName = d.photosCount === null ? t('photos.nav.photos') : t('photos.nav.photosCount', { count: d.photosCount });
  return (
    <div className="photos-page">
      <div className="photos-head">
        <h1>{t('photos.title')}</h1>
        {d.flags.upload ? (
          <Link id="add-photos" to={uploadHref} className="button" preventScrollReset>
            {t('photos.addPhotos')}
          </Link>
        ) : null}
      </div>
      {d.flags.reactivation ? (
        // Storage-status banner: filled by the storage-expiry issue.
        <div className="storage-banner-slot" />
      ) : null}
      <nav className="photo-tabs" aria-label={t('photos.nav.label')}>
        <Link to={`/my-photos/photos${d.stripped ? '?stripped=true' : ''}`} aria-current="page">
          {photosName}
        </Link>
        {d.flags.albums ? (
          <Link to={`/my-photos/albums${d.query ? `?${d.query}` : ''}`}>{t('photos.nav.albumsCount', { count: d.albumsCount })}</Link>
        ) : null}
      </nav>
      <details className="banner banner--info photos-intro">
        <summary>
          <span className="photos-intro__title">{t('photos.intro.title')}</span>{' '}
          <span className="photos-intro__more">{t('photos.intro.showMore')}</span>
          <span className="photos-intro__less">{t('photos.intro.showLess')}</span>
        </summary>
        <p>{t('photos.intro.body1')}</p>
        <p>{t('photos.intro.body2')}</p>
      </details>
      <div className="photos-toolbar">
        <SortForm sort={d.sort} stripped={d.stripped} />
        {d.flags.orderPrints ? (
          // 'Order photo prints' (flag PhotoManagementOrderPrintsEnabled, not stripped): built by the order-prints issue.
          <div className="order-prints-slot" />
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      <Timeline data={d} query={query} announce={announce} />
      <Outlet />
    </div>
  );
}

function Timeline({
  data: d,
  query,
  announce,
}: {
  data: ReturnType<typeof useLoaderData<typeof loader>>;
  query: URLSearchParams;
  announce: (count: number) => void;
}) {
  const t = useT();
  const timeline = d.timeline;
  if (timeline.kind === 'error') {
    return (
      <div className="banner banner--error" role="alert">
        <p>{t('photos.loadError')}</p>
      </div>
    );
  }
  const empty = timeline.kind === 'months' ? timeline.months.length === 0 : timeline.items.length === 0 && !timeline.continued;
  if (empty || d.photosCount === 0) {
    return <p className="photos-empty">{t('photos.empty')}</p>;
  }
  if (timeline.kind === 'all') {
    return (
      <PhotoGroup
        key={`all-${d.revision}`}
        anchor="photos-all"
        monthKey={null}
        heading={null}
        count={timeline.continued ? null : d.photosCount}
        initial={timeline}
        sort={d.sort}
        query={query.toString()}
        eagerCount={timeline.continued ? 0 : 12}
        announce={announce}
      />
    );
  }
  let eagerLeft = EAGER_TILES;
  return (
    <div className="timeline">
      {timeline.months.map((m) => {
        const eager = eagerLeft;
        eagerLeft = Math.max(0, eagerLeft - m.items.length);
        return (
          <PhotoGroup
            key={`${m.key}-${d.revision}`}
            anchor={monthAnchor(m.key)}
            monthKey={m.key}
            heading={m.heading}
            count={m.count}
            initial={m}
            sort={d.sort}
            query={query.toString()}
            eagerCount={eager}
            announce={announce}
          />
        );
      })}
    </div>
  );
}
