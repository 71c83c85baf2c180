import type { TFn } from '~/i18n/t';
import { PHOTOS_PAGE_SIZE, TIMELINE_PAGE_SIZE } from '~/lib/constants';
import { logFailure } from '~/lib/log.server';
import type { Sort } from '~/lib/sort';
import type { UpstreamContext } from '~/services/http.server';
import {
  getPhotosPage,
  getTimelineCounts,
  getTimelineMonthPage,
  getTimelineOverview,
  type PhotoPage,
  type TimelineCounts,
  type TimelineOverview,
} from '~/services/photo-library.server';
import { getPhotoUser } from '~/services/photos.server';
import { toTile } from './tiles.server';
import { monthHeading } from './month-heading.server';
import {
  FIRST_VIEW_PHOTOS,
  firstViewMonths,
  expandedLimit,
  monthSections,
  parseShown,
  type MonthRef,
} from './model';
import type { MonthSection, PageResult, TimelineData } from './timeline-wire';
import { parseMonthKey } from '~/lib/month-key';

/** The API's largest page. */
const MAX_LIMIT = 500;

/**
 * An empty library ('Your photo library is empty'): no month, or no photo on the first page of
 * the flat list, or a photo count of 0. Its page offers no selection and no order prints.
 */
export function isEmptyLibrary(timeline: TimelineData, photosCount: number | null): boolean {
  if (photosCount === 0) return true;
  if (timeline.kind === 'months') return timeline.months.length === 0;
  return timeline.kind === 'all' && timeline.items.length === 0 && !timeline.continued;
}

/** The timeline and the library's photo count (null when it could not be loaded: the page then shows the error). */
export interface LoadedTimeline {
  timeline: TimelineData;
  photosCount: number | null;
  /** What the overview brought besides the timeline (decision 1618); absent without it. */
  extras?: Pick<TimelineOverview, 'albumsCount' | 'activation'>;
}

/** GET /users's photo count; null when it fails (logged). */
function loadPhotosCount(ctx: UpstreamContext): Promise<number | null> {
  return getPhotoUser(ctx).then(
    (user) => user.photosCount,
    (error: unknown) => {
      logFailure('photo user could not be loaded', error, { correlationId: ctx.correlationId });
      return null;
    },
  );
}

/**
 * The timeline as the server renders it: the counts, then the first page of the first few
 * months (plus the month the query asks for: `month`, or `more` with `shown` photos already
 * seen). Months that are not loaded render as sections that load lazily. By date taken, the
 * photo count, the counts and the first view's months (decision 1607) come in one call (decision
 * 1604) when the photo API has it; otherwise, and for what that call does not hold, one call each.
 */
export async function loadTimeline(
  ctx: UpstreamContext,
  input: { sort: Sort; params: URLSearchParams; t: TFn; locale: string; sharedAlbums: boolean },
): Promise<LoadedTimeline> {
  const { sort, params, t, locale } = input;
  if (sort.sortKey === 'created') {
    const cursor = params.get('cursor');
    const [photosCount, timeline] = await Promise.all([
      loadPhotosCount(ctx),
      getPhotosPage(ctx, { cursor, limit: PHOTOS_PAGE_SIZE, sort }).then(
        (page): TimelineData => ({ kind: 'all', items: page.images.map((p) => toTile(p, locale)), cursor: page.cursor, status: 'loaded', continued: !!cursor }),
        (error: unknown): TimelineData => {
          if (cursor) {
            // A stale or broken cursor: the page still shows, with the failure in place of the list.
            logFailure('photos page failed', error, { correlationId: ctx.correlationId }, 'warn');
            return { kind: 'all', items: [], cursor: null, status: 'error', continued: true };
          }
          logFailure('photos could not be loaded', error, { correlationId: ctx.correlationId });
          return { kind: 'error' };
        },
      ),
    ]);
    return { timeline, photosCount };
  }

  let counts: TimelineCounts;
  let photosCount: number | null;
  const firstPages = new Map<string, PhotoPage>();
  let extras: LoadedTimeline['extras'];
  try {
    const overview = await getTimelineOverview(ctx, { photos: FIRST_VIEW_PHOTOS, limit: TIMELINE_PAGE_SIZE, sort, sharedAlbums: input.sharedAlbums });
    if (overview) {
      ({ timeline: counts, photosCount } = overview);
      extras = { albumsCount: overview.albumsCount, activation: overview.activation };
      for (const page of overview.pages) firstPages.set(`${page.year}/${page.month}`, page);
    } else {
      [photosCount, counts] = await Promise.all([loadPhotosCount(ctx), getTimelineCounts(ctx)]);
    }
  } catch (error) {
    logFailure('timeline could not be loaded', error, { correlationId: ctx.correlationId });
    return { timeline: { kind: 'error' }, photosCount: null };
  }
  const refs = monthSections(counts, sort.sortOrder);
  // The months the overview brought; without it, the same rule on the counts.
  const eager = firstPages.size > 0 ? new Set(firstPages.keys()) : firstViewMonths(refs, TIMELINE_PAGE_SIZE);
  const wanted = parseMonthKey(params.get('month'))?.key;
  const more = parseMonthKey(params.get('more'))?.key;
  const shown = parseShown(params.get('shown'));
  const moreCursor = params.get('cursor');

  /** A month the page shows loaded: its first page, from the overview or its own call. */
  const loadMonth = async (ref: MonthRef, base: Pick<MonthSection, 'key' | 'count' | 'heading'>, isMore: boolean): Promise<MonthSection> => {
    try {
      let page: PhotoPage;
      if (isMore && shown + TIMELINE_PAGE_SIZE > MAX_LIMIT && moreCursor) {
        // Beyond one call's reach: the next page from the cursor.
        page = await getTimelineMonthPage(ctx, { ...ref, cursor: moreCursor, limit: TIMELINE_PAGE_SIZE, sort });
      } else if (!isMore && firstPages.has(ref.key)) {
        page = firstPages.get(ref.key)!;
      } else {
        const limit = isMore ? expandedLimit(shown, TIMELINE_PAGE_SIZE, MAX_LIMIT) : TIMELINE_PAGE_SIZE;
        page = await getTimelineMonthPage(ctx, { ...ref, limit, sort });
      }
      return { ...base, status: 'loaded', items: page.images.map((p) => toTile(p, locale)), cursor: page.cursor };
    } catch (error) {
      logFailure('timeline month failed', error, { month: ref.key, correlationId: ctx.correlationId }, 'warn');
      return { ...base, status: 'error', items: [], cursor: null };
    }
  };
  // A month not loaded is a plain value, not an async call: a page has dozens of them.
  const months = await Promise.all(
    refs.map((ref): MonthSection | Promise<MonthSection> => {
      const heading = monthHeading(ref.year, ref.month, locale, t);
      const isMore = ref.key === more;
      // Written out, not spread from `base`: V8 copies a spread object in its runtime, dozens of times a page.
      if (!(eager.has(ref.key) || ref.key === wanted || isMore)) return { key: ref.key, count: ref.count, heading, status: 'idle', items: [], cursor: null };
      const base = { key: ref.key, count: ref.count, heading };
      return loadMonth(ref, base, isMore);
    }),
  );
  return { timeline: { kind: 'months', months }, photosCount, extras };
}

/**
 * A month page's size as an island asks for it: 24 unless `limit` is a whole number from 1 to
 * 500 (a month far away that dropped its photos loads them back in as few calls; decision 2203).
 */
export function monthPageLimit(value: string | null): number {
  if (!value || !/^\d{1,3}$/.test(value)) return TIMELINE_PAGE_SIZE;
  const n = Number(value);
  return n >= 1 && n <= MAX_LIMIT ? n : TIMELINE_PAGE_SIZE;
}

/** One page for an island's fetcher: a month's (24, or `limit`) or the flat list's (500). */
export async function loadPage(
  ctx: UpstreamContext,
  input: { sort: Sort; month: string | null; cursor: string | null; locale: string; limit?: number },
): Promise<PageResult> {
  const { sort, locale, cursor } = input;
  try {
    const month = parseMonthKey(input.month);
    const page = month
      ? await getTimelineMonthPage(ctx, { ...month, cursor, limit: input.limit ?? TIMELINE_PAGE_SIZE, sort })
      : await getPhotosPage(ctx, { cursor, limit: PHOTOS_PAGE_SIZE, sort });
    return { status: 'loaded', items: page.images.map((p) => toTile(p, locale)), cursor: page.cursor };
  } catch (error) {
    logFailure('photo page failed', error, { month: input.month, correlationId: ctx.correlationId }, 'warn');
    return { status: 'error', items: [], cursor: null };
  }
}
