import { z } from 'zod';
import { readCookies, serializeCookie } from '~/auth/cookies.server';
import { CONSENT_COOKIE, consentCode, parseConsent, type Consent } from './consent';

const YEAR = 365 * 24 * 3600;

/** The customer's recorded choice, or null before they have made one. */
export function readConsent(request: Request): Consent | null {
  return parseConsent(readCookies(request).get(CONSENT_COOKIE));
}

/** The consent cookie: on the parent domain (COOKIE_DOMAIN), SameSite=Lax, kept for a year. */
export function consentCookie(consent: Consent): string {
  return serializeCookie(CONSENT_COOKIE, consentCode(consent), { maxAge: YEAR });
}

/**
 * The two forms that post here: the banner's buttons (`choice`: accept or reject both) and the
 * settings page's radios (`analytics`, `marketing`: 'yes' or 'no').
 */
export const consentFormSchema = z.union([
  z.object({ choice: z.enum(['accept', 'reject']), returnTo: z.string().optional() }),
  z.object({ analytics: z.enum(['yes', 'no']), marketing: z.enum(['yes', 'no']), returnTo: z.string().optional() }),
]);
export type ConsentForm = z.infer<typeof consentFormSchema>;

export function consentOf(form: ConsentForm): Consent {
  if ('choice' in form) return { analytics: form.choice === 'accept', marketing: form.choice === 'accept' };
  return { analytics: form.analytics === 'yes', marketing: form.marketing === 'yes' };
}
