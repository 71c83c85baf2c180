import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { requireCustomer } from '~/auth/session.server';
import { getLocale, getT } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { withQuery } from '~/lib/query';
import { MonthList } from '~/photos/components/MonthList';
import { monthHeading } from '~/photos/month-heading.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { monthSections, monthsPageHref, TIMELINE_PATH } from '~/photos/model';
import { upstreamContext } from '~/services/http.server';
import { getTimelineCounts } from '~/services/photo-library.server';
import photosCss from '~/styles/photos.css?url';
import { loadErrorHandle } from '~/ui/load-error';
import { EmptyState } from '~/ui/EmptyState';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: photosCss }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.jump.title');

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('photos.jump.title', 'photos.loadError');

/**
 * 'Jump to a month' as a page of its own (decision 2202): the years and their months
 * with their counts, each a link to the timeline with that month loaded. The timeline links
 * here instead of carrying every month in its HTML. Its links keep the timeline's sort,
 * 'stripped' and selection mode; by upload date (no months) it goes back to the timeline.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const url = new URL(request.url);
  const query = new URL(monthsPageHref(url.searchParams), url).searchParams;
  query.delete('_data');
  const back = withQuery(TIMELINE_PATH, query);
  const { sort } = resolveSort(request);
  if (sort.sortKey === 'created') throw redirect(back);
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const headers = { 'Cache-Control': 'no-store' };
  const [t, locale] = await Promise.all([getT(request), getLocale(request)]);
  try {
    const counts = await getTimelineCounts(ctx);
    const months = monthSections(counts, sort.sortOrder).map((ref) => ({ key: ref.key, count: ref.count, heading: monthHeading(ref.year, ref.month, locale, t) }));
    return data({ months, query: query.toString(), back }, { headers });
  } catch (error) {
    logFailure('timeline months could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ months: null, query: query.toString(), back }, { headers });
  }
}

export default function MonthsPage() {
  const { months, query, back } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="photos-months">
      <h1>{t('photos.jump.title')}</h1>
      <p>
        <Link to={back}>{t('photos.jump.back')}</Link>
      </p>
      {months === null ? (
        <div className="banner banner--error" role="alert">
          <p>{t('photos.loadError')}</p>
        </div>
      ) : months.length === 0 ? (
        <EmptyState drawing="photos" className="photos-empty">
          {t('photos.empty')}
        </EmptyState>
      ) : (
        <MonthList months={months} query={new URLSearchParams(query)} />
      )}
    </div>
  );
}
