import { z } from 'zod';
import { readCookies, serializeCookie } from '~/auth/cookies.server';

/** Set once the customer has closed the welcome note of My photos (decision 2491). */
const WELCOME_COOKIE = 'photos_welcome';
const YEAR = 365 * 24 * 3600;

/** Whether the welcome note still shows: until the customer closes it, in this browser. */
export function welcomeShown(request: Request): boolean {
  return readCookies(request).get(WELCOME_COOKIE) !== 'closed';
}

/** The cookie that keeps the note closed: a year, httpOnly, SameSite=Lax (serializeCookie). */
export function welcomeClosedCookie(): string {
  return serializeCookie(WELCOME_COOKIE, 'closed', { maxAge: YEAR });
}

/** The close form: where to go back to, a path of My photos (anything else goes to the page itself). */
export const welcomeFormSchema = z.object({ returnTo: z.string().regex(/^\/my-photos\/photos(\?[^#]*)?$/).catch('/my-photos/photos') });
