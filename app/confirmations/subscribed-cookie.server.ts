import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getConfig } from '~/config.server';

const SUCCESS_PATH = '/subscription-confirmation-success';

let cookie: ReturnType<typeof createCookie> | undefined;
/**
 * Carries the confirmed address from /subscription-confirmation to the success page without
 * putting it in that page's URL (decision 0523): signed, httpOnly, only sent to the success
 * page, gone after five minutes.
 */
function subscribedCookie() {
  const { SESSION_SECRET, PRODUCTION } = getConfig();
  cookie ??= createCookie('newsletter_subscribed', {
    secrets: [SESSION_SECRET],
    httpOnly: true,
    sameSite: 'lax',
    secure: PRODUCTION,
    path: SUCCESS_PATH,
    maxAge: 300,
  });
  return cookie;
}

export function rememberSubscribed(email: string): Promise<string> {
  return subscribedCookie().serialize(email);
}

/** The address confirmed a moment ago in this browser, or null. */
export async function subscribedEmail(request: Request): Promise<string | null> {
  const value: unknown = await subscribedCookie().parse(request.headers.get('Cookie'));
  const parsed = z.string().min(1).max(254).safeParse(value);
  return parsed.success ? parsed.data : null;
}
