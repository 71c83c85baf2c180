import { welcomeShown } from './welcome/welcome.server';
import { data, redirect } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { getConfig } from '~/config.server';
import { getLocale, getT } from '~/i18n/i18next.server';
import { isStripped } from '~/lib/stripped';
import { loadCutoffs } from '~/orders/cutoff.server';
import { refParams } from '~/selection/model';
import { loadSelection, wholeSelectedMonths } from '~/selection/selection.server';
import { upstreamContext } from '~/services/http.server';
import { loadStorageNotice, storageModalDue, storageSeenCookie } from '~/photos/storage/notice.server';
import { redirectSortChoice, resolveSort } from '~/library/sort-cookie.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { packTimeline } from './timeline-wire';
import { baseQuery } from './model';
import { isEmptyLibrary, loadTimeline } from './timeline.server';
import { pageExtras } from './page-extras.server';

/** The article the photos page orders ('Order photo prints'): its ordering deadline shows there. */
const PHOTO_PAGE_ARTICLES = ['Prints'] as const;

/**
 * The photos page's data: sort (a chosen sort is redirected into the URL), the timeline, the
 * selection in selection mode, the Albums tab's count, the storage notice and the import status.
 */
export async function loadPhotosPage(request: Request) {
  const flags = requireTimelineFlag(request);
  // The sort form sends one value; the URL then carries sortKey and sortOrder.
  redirectSortChoice(request, 'photos', ['cursor', 'more', 'shown', 'month']);
  const url = new URL(request.url);
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const [t, locale] = await Promise.all([getT(request), getLocale(request)]);
  const { sort, isDefault, setCookie } = resolveSort(request);
  const stripped = isStripped(url.searchParams);

  // Selection mode (`?select=1`): the selection travels as `ids=` (a few) or `sel=` (a temp selection).
  const selecting = url.searchParams.get('select') === '1';
  const chosen = selecting ? await loadSelection(ctx, url.searchParams) : null;
  const errorParam = url.searchParams.get('error');
  const selectionError = selecting && (errorParam === 'empty' || errorParam === 'tooMany') ? errorParam : null;

  // The storage notice: only with the reactivation flag (decision 0704).
  const storageP = flags.PhotoManagementReactivationEnabled ? loadStorageNotice(ctx, request, locale) : Promise.resolve(null);
  // Ordering deadlines of photo prints, what this page orders (decision 2150), meanwhile; a failure shows none.
  const cutoffsP = loadCutoffs(ctx, request, locale, { articles: PHOTO_PAGE_ARTICLES });
  const timelineP = loadTimeline(ctx, { sort, params: url.searchParams, t, locale, sharedAlbums: flags.PhotoManagementSharedAlbumsViewEnabled });
  // The Albums tab's count (decision 0610) and import activation (decision 0721): by date taken the overview
  // brings them (decision 1618); by upload date they are their own calls, made meanwhile.
  const extrasP = sort.sortKey === 'created' ? pageExtras(ctx, flags) : timelineP.then((loaded) => pageExtras(ctx, flags, loaded.extras));
  const { timeline, photosCount } = await timelineP;
  // Months shown in part whose every photo is selected: their toggles read 'Deselect all'.
  const wholeMonths = chosen && timeline.kind === 'months' ? await wholeSelectedMonths(ctx, timeline.months, chosen.ids, sort) : [];

  const storage = await storageP;
  // Critical: the storage modal opens once per browser session, also without JS (decision 0702).
  if (storage?.status === 'critical' && !selecting && url.pathname === '/my-photos/photos' && storageModalDue(request)) {
    url.searchParams.delete('_data');
    throw redirect(`/my-photos/photos/storage${url.search}`, { headers: { 'Set-Cookie': storageSeenCookie() } });
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return data(
    {
      sort,
      query: baseQuery(sort, stripped, isDefault).toString(),
      stripped,
      photosCount,
      albumsCount: (await extrasP).albumsCount,
      timeline: photosCount === null ? ({ kind: 'error' } as const) : packTimeline(timeline),
      empty: photosCount !== null && isEmptyLibrary(timeline, photosCount),
      flags: {
        upload: flags.PhotoManagementUploadViewEnabled,
        albums: flags.PhotoManagementAlbumViewEnabled,
        reactivation: flags.PhotoManagementReactivationEnabled,
        orderPrints: flags.PhotoManagementOrderPrintsEnabled && !stripped,
      },
      storage,
      welcome: welcomeShown(request),
      cutoffs: await cutoffsP,
      activation: (await extrasP).activation,
      revision: Date.now(),
      selection: chosen
        ? { ids: chosen.ids, ref: new URLSearchParams(refParams(chosen.ref)).toString(), error: selectionError, wholeMonths }
        : null,
      pushUrl: getConfig().upstream.PUSH_URL,
    },
    { headers },
  );
}
