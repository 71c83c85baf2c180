import { readCookies } from '~/auth/cookies.server';
import { getConfig } from '~/config.server';
import { brandFor } from '~/i18n/i18next.server';
import { timeZoneForCountry } from '../../../shared/brands';
import { logFailure } from '~/lib/log.server';
import type { UpstreamContext } from '~/services/http.server';
import { getAccountInformation } from '~/services/storage.server';
import { noticeIn, type StorageNotice } from './notice';
import { isTimeZone } from './status';

/** The customer's IANA time zone, written by the banner's island (decision 0700). */
const TIME_ZONE_COOKIE = 'tz';
/** Session cookie (no Max-Age): the critical modal has opened in this browser session (decision 0702). */
const STORAGE_SEEN_COOKIE = 'storage_notice_seen';


function timeZoneOf(request: Request): string {
  const fromCookie = readCookies(request).get(TIME_ZONE_COOKIE);
  if (fromCookie && isTimeZone(fromCookie)) return fromCookie;
  return timeZoneForCountry(brandFor(request).country);
}

/** The storage notice for the photos page, or null when the deletion service fails (logged; the page still renders). */
export async function loadStorageNotice(ctx: UpstreamContext, request: Request, locale: string): Promise<StorageNotice | null> {
  const timeZone = timeZoneOf(request);
  try {
    const info = await getAccountInformation(ctx);
    return noticeIn({ projectedDeletionDate: info.projectedDeletionDate, locale, projectCount: info.projectCount }, timeZone, new Date());
  } catch (error) {
    logFailure('storage information could not be loaded', error, { correlationId: ctx.correlationId });
    return null;
  }
}

/** Whether the critical modal still has to open automatically in this browser session. */
export function storageModalDue(request: Request): boolean {
  // A prefetch (the menu's 'My photos' link merely focused or hovered) is not a visit: it must
  // not open the modal, nor use up its once per session (decision 0702).
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`;
  if (purpose.includes('prefetch')) return false;
  return readCookies(request).get(STORAGE_SEEN_COOKIE) !== '1';
}

/** The session cookie that records the automatic opening (no Max-Age/Expires: ends with the browser session). */
export function storageSeenCookie(): string {
  const { PRODUCTION, COOKIE_DOMAIN } = getConfig();
  return [`${STORAGE_SEEN_COOKIE}=1`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(COOKIE_DOMAIN ? [`Domain=${COOKIE_DOMAIN}`] : []), ...(PRODUCTION ? ['Secure'] : [])].join('; ');
}
