/** Each library view's sort (photos, an album's, a shared album's): from the query, else its cookie, else the default. */
import { redirect } from '@remix-run/node';
import { readCookies } from '~/auth/cookies.server';
import { getConfig } from '~/config.server';
import { DEFAULT_SORT, parseSort, parseSortValue, sortValue, type Sort, type SortView } from '~/lib/sort';

/** The photos view's sort, kept in a cookie so the server renders the customer's choice. */
const SORT_COOKIE = 'sort_photos';

/** Each view keeps its own sort (spec: photos, albumPhotos, sharedAlbumPhotos). */
function sortCookieName(view: SortView): string {
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

function sortCookie(sort: Sort, view: SortView = 'photos'): string {
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
