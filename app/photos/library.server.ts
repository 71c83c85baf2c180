import { createCookie, redirect } from '@remix-run/node';
import { format } from 'date-fns';
import { da, de, deAT, enGB, enIE, es, fr, it, nb, nl, nlBE, pt, sv, type Locale as DateFnsLocale } from 'date-fns/locale';
import { z } from 'zod';
import { readCookies } from '~/auth/cookies.server';
import { getConfig } from '~/config.server';
import type { TFn } from '~/i18n/t';
import type { Locale } from '../../shared/brands';
import { takenDayAndTime } from '~/lib/dates';
import { FLAGS_COOKIE, hostFlagsFor, parseFlagsCookie, resolveFlags, type Flags } from '~/lib/flags';
import { DEFAULT_SORT, parseSort, type Sort, type SortView } from '~/lib/sort';
import { isStripped, withStripped } from '~/lib/stripped';
import type { Photo } from '~/services/photo-library.server';
import { parseSortValue, sortValue, srcSetOf, tileThumbnail } from './model';
import { makeTile, tileSrcField, type Tile } from './timeline-wire';
import type { FileOutcome, UploadFailure } from './upload-results';

/** The flags in force for this request (as the root loader resolves them). */
export function flagsOf(request: Request): Flags {
  const url = new URL(request.url);
  return resolveFlags({
    searchParams: url.searchParams,
    cookieFlags: parseFlagsCookie(readCookies(request).get(FLAGS_COOKIE)),
    hostFlags: hostFlagsFor(url.host),
  });
}

/**
 * A guarded route the customer may not use goes home: "Unknown routes, and guarded routes the
 * customer is not allowed to use, redirect to '/'" (photo-library.md section 2), keeping 'stripped'.
 */
export function goHome(request: Request): never {
  throw redirect(withStripped('/', isStripped(new URL(request.url).searchParams)));
}

/**
 * The photo routes exist only with the timeline flag, and a modal route only with its own
 * feature's flag too (`flag`: upload, copy to album, order prints, storage); otherwise they go home.
 */
export function requireTimelineFlag(request: Request, flag?: keyof Flags): Flags {
  const flags = flagsOf(request);
  if (!flags.PhotoManagementTimelineViewEnabled || (flag && !flags[flag])) goHome(request);
  return flags;
}

/** Order prints (its modal routes): with its flag, and hidden when 'stripped' mode is on (photo-library.md section 6). */
export function requireOrderPrints(request: Request): void {
  requireTimelineFlag(request, 'PhotoManagementOrderPrintsEnabled');
  if (isStripped(new URL(request.url).searchParams)) goHome(request);
}

/** The photos view's sort, kept in a cookie so the server renders the customer's choice. */
export const SORT_COOKIE = 'sort_photos';

/** Each view keeps its own sort (spec: photos, albumPhotos, sharedAlbumPhotos). */
export function sortCookieName(view: SortView): string {
  return view === 'photos' ? SORT_COOKIE : `sort_${view}`;
}

/**
 * The sort in force: the query's (when both values parse), else the cookie's, else the default.
 * `setCookie` is the Set-Cookie value to store a new choice made in the query.
 */
export function resolveSort(
  request: Request,
  view: SortView = 'photos',
): { sort: Sort; isDefault: boolean; fromQuery: boolean; setCookie: string | null } {
  const params = new URL(request.url).searchParams;
  const fallback = DEFAULT_SORT[view];
  const stored = parseSortValue(readCookies(request).get(sortCookieName(view)) ?? null);
  const hasQuery = params.has('sortKey') || params.has('sortOrder');
  const fromQuery = hasQuery
    ? parseSort(view, { sortKey: params.get('sortKey'), sortOrder: params.get('sortOrder') })
    : null;
  const sort = fromQuery ?? stored ?? fallback;
  const isDefault = sort.sortKey === fallback.sortKey && sort.sortOrder === fallback.sortOrder;
  const changed = fromQuery && sortValue(fromQuery) !== (stored ? sortValue(stored) : sortValue(fallback));
  return { sort, isDefault, fromQuery: !!fromQuery, setCookie: changed ? sortCookie(fromQuery, view) : null };
}

export function sortCookie(sort: Sort, view: SortView = 'photos'): string {
  const secure = getConfig().PRODUCTION ? '; Secure' : '';
  return `${sortCookieName(view)}=${encodeURIComponent(sortValue(sort))}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * A choice from a sort form (`?sort=created:asc`) becomes sortKey/sortOrder in the URL and the
 * view's cookie, by a redirect that also drops `reset` (the paging the new order voids).
 */
export function redirectSortChoice(request: Request, view: SortView, reset: readonly string[]): void {
  const url = new URL(request.url);
  if (!url.searchParams.has('sort')) return;
  const chosen = parseSortValue(url.searchParams.get('sort'));
  url.searchParams.delete('sort');
  const headers = new Headers();
  if (chosen) {
    url.searchParams.set('sortKey', chosen.sortKey);
    url.searchParams.set('sortOrder', chosen.sortOrder);
    headers.append('Set-Cookie', sortCookie(chosen, view));
  }
  for (const k of reset) url.searchParams.delete(k);
  throw redirect(`${url.pathname}${url.search}`, { headers });
}

const DATE_LOCALES: Record<Locale, DateFnsLocale> = {
  'en-GB': enGB,
  'en-IE': enIE,
  'nl-NL': nl,
  'nl-BE': nlBE,
  'fr-BE': fr,
  'fr-FR': fr,
  'de-DE': de,
  'de-AT': deAT,
  'it-IT': it,
  'es-ES': es,
  'pt-PT': pt,
  'sv-SE': sv,
  'nb-NO': nb,
  'da-DK': da,
};

export function dateLocaleFor(locale: string): DateFnsLocale {
  return DATE_LOCALES[locale as Locale] ?? enGB;
}

/** 'May 2024' in the locale (stand-alone month name), or 'Unknown Date'. */
export function monthHeading(year: string, month: string, locale: string, t: TFn): string {
  if (year === 'unknown') return t('photos.unknownDate');
  // Formatted once per locale and month: the timeline names every month on each page (issue 16).
  const key = `${locale}\n${year}\n${month}`;
  let heading = monthHeadings.get(key);
  if (heading === undefined) {
    heading = format(new Date(Number(year), Number(month) - 1, 1), 'LLLL yyyy', { locale: dateLocaleFor(locale) });
    if (monthHeadings.size >= 10_000) monthHeadings.clear();
    monthHeadings.set(key, heading);
  }
  return heading;
}

const monthHeadings = new Map<string, string>();

/** A photo as its thumbnail tile: when it was taken (or its name), srcset, size. */
export function toTile(photo: Photo, locale: string): Tile {
  const taken = takenDayAndTime(photo.dateTaken, dateLocaleFor(locale));
  const thumb = tileThumbnail(photo.thumbnails);
  const srcSet = srcSetOf(photo.thumbnails);
  const width = thumb?.width || photo.visibleWidth || 300;
  const height = thumb?.height || photo.visibleHeight || 300;
  return makeTile(photo.imageId, width, height, srcSet, taken, taken ? null : photo.localFileName, tileSrcField(thumb?.url ?? photo.url, srcSet));
}

/** The per-file results of an upload, carried to its result page (signed, short-lived). */
const outcomesSchema = z.object({
  outcomes: z.array(z.object({ n: z.string().max(200), s: z.string().max(40), i: z.string().max(80).optional() })).max(100),
  more: z.number().int().min(0),
  failed: z.boolean().optional(),
  /** Why the whole upload failed (UploadFailure); absent: it failed. */
  failure: z.enum(['failed', 'tooManyFiles', 'overBudget']).optional(),
});
export type UploadOutcomes = z.infer<typeof outcomesSchema>;

let resultsCookie: ReturnType<typeof createCookie> | undefined;
function uploadResultsCookie() {
  const { SESSION_SECRET, PRODUCTION } = getConfig();
  resultsCookie ??= createCookie('upload_results', {
    secrets: [SESSION_SECRET],
    httpOnly: true,
    sameSite: 'lax',
    secure: PRODUCTION,
    path: '/my-photos',
    maxAge: 300,
  });
  return resultsCookie;
}

export function storeUploadOutcomes(value: { outcomes: FileOutcome[]; more: number; failed?: boolean; failure?: UploadFailure }): Promise<string> {
  return uploadResultsCookie().serialize(value);
}

export async function readUploadOutcomes(request: Request): Promise<UploadOutcomes | null> {
  const raw = (await uploadResultsCookie().parse(request.headers.get('Cookie'))) as unknown;
  const parsed = outcomesSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
