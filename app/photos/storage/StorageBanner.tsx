import { Link } from '~/ui/Link';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '~/i18n/use-t';
import type { TFn } from '~/i18n/t';
import { noticeIn, type StorageNotice } from './notice';
import { isTimeZone } from './status';
import { useStrippedHref } from '~/lib/stripped';

/** Matches notice.server.ts's TIME_ZONE_COOKIE (kept here so no server module reaches the client bundle). */
const TIME_ZONE_COOKIE = 'tz';

/**
 * The notice in the browser's own time zone (decision 0700). The server counted in the `tz`
 * cookie's zone, or the brand country's; when the browser's differs, this island writes the
 * cookie (for the next server render) and counts again here with the same pure function, so
 * nothing is fetched again. The first render always equals the server's (no hydration mismatch).
 */
export function useLocalNotice(notice: StorageNotice): StorageNotice {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    let browserZone = '';
    try {
      browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    if (!browserZone || browserZone === notice.timeZone || !isTimeZone(browserZone)) return;
    const pair = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserZone)}`;
    if (!document.cookie.split('; ').includes(pair)) document.cookie = `${pair}; path=/; max-age=31536000; samesite=lax`;
    setZone(browserZone);
  }, [notice.timeZone]);
  return useMemo(() => (zone && zone !== notice.timeZone ? noticeIn(notice, zone, new Date()) : notice), [notice, zone]);
}

/** The status message of the spec's table (section 4), with 'Order by {date}' when critical. */
export function StorageMessageText({ notice }: { notice: StorageNotice }) {
  const t = useT();
  return (
    <>
      <strong className="storage-message">{messageText(t, notice)}</strong>
      {notice.status === 'critical' ? <> {t('storage.orderBy', { date: notice.date })}</> : null}
    </>
  );
}

function messageText(t: TFn, notice: StorageNotice): string {
  const m = notice.message;
  return 'count' in m ? t(m.key, { count: m.count }) : t(m.key);
}

/** The storage-status banner of the photos page (only with PhotoManagementReactivationEnabled). */
export function StorageBanner({ notice: served, query }: { notice: StorageNotice; query: string }) {
  const t = useT();
  const href = useStrippedHref();
  const notice = useLocalNotice(served);
  const tone = notice.status === 'safe' ? 'info' : notice.status === 'warning' ? 'warning' : 'critical';
  return (
    <section className={`banner storage-banner storage-banner--${tone}`} aria-labelledby="storage-banner-title" data-status={notice.status} data-time-zone={notice.timeZone}>
      {/* Safe: a small chip, its heading read but not shown; the saved projects are a link of the details (decision 2490). */}
      <h2 id="storage-banner-title" className={`storage-banner__title${notice.status === 'safe' ? ' visually-hidden' : ''}`}>
        {t('storage.banner.label')}
      </h2>
      <p>
        <StorageMessageText notice={notice} />
      </p>
      <p className="storage-banner__links">
        <Link id="storage-details" to={`/my-photos/photos/storage${query ? `?${query}` : ''}`} preventScrollReset>
          {t('storage.details')}
        </Link>
        {notice.status === 'safe' ? null : <Link to={href('/saved-projects')}>{t('storage.savedProjects')}</Link>}
      </p>
    </section>
  );
}
