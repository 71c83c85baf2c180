import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { getLocale } from '~/i18n/i18next.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { loadPage, monthPageLimit } from '~/photos/timeline.server';
import { upstreamContext } from '~/services/http.server';

/**
 * One page of photos for the timeline's islands (a month's next 24 or `limit`, or the flat list's next
 * 500), as tiles (JSON). Without JavaScript the timeline's own links do the same with whole pages.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const params = new URL(request.url).searchParams;
  const locale = await getLocale(request);
  const { sort } = resolveSort(request);
  const page = await loadPage(upstreamContext(request, session.accessToken), {
    sort,
    month: params.get('month'),
    cursor: params.get('cursor'),
    limit: monthPageLimit(params.get('limit')),
    locale,
  });
  // JSON for the island's own request (app/lib/island-fetch.ts); a page that failed upstream says so with its status.
  return Response.json(page, { status: page.status === 'error' ? 502 : 200, headers: { 'Cache-Control': 'no-store' } });
}
