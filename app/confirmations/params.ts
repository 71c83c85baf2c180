// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';

/**
 * The confirmation token from a link in an e-mail (`?confirmation-token=…`): trimmed, non-empty,
 * at most 512 URL-safe characters; anything else is treated as missing. The service decides
 * whether the token is good; this only keeps junk from being sent to it.
 */
const tokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9._~-]+$/);

export function confirmationToken(url: URL): string | null {
  const parsed = tokenSchema.safeParse(url.searchParams.get('confirmation-token') ?? '');
  return parsed.success ? parsed.data : null;
}

const emailSchema = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/);

/** The newsletter link's `confirmation-token` and `email`; null when either is missing or malformed. */
export function subscriptionParams(url: URL): { token: string; email: string } | null {
  const token = confirmationToken(url);
  const email = emailSchema.safeParse(url.searchParams.get('email') ?? '');
  return token && email.success ? { token, email: email.data } : null;
}
