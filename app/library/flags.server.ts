/**
 * The feature flags of a request and the guards of the photo library's routes (photos and
 * albums alike): a route the customer may not use goes home.
 */
import { redirect } from '@remix-run/node';
import { readCookies } from '~/auth/cookies.server';
import { FLAGS_COOKIE, hostFlagsFor, parseFlagsCookie, resolveFlags, type Flags } from '~/lib/flags';
import { isStripped, withStripped } from '~/lib/stripped';

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
