/**
 * Cookie consent (account-area spec §3): analytics and marketing, both false by default. The
 * result code is two digits, analytics first, then marketing: '10' is analytics on, marketing
 * off (decision 2120). Safe for the browser: the root loader passes the parsed consent down.
 */
export const CONSENT_COOKIE = 'cookie_consent';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

/** The consent a cookie value holds, or null when there is none (or it is not a result code). */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value || !/^[01]{2}$/.test(value)) return null;
  return { analytics: value[0] === '1', marketing: value[1] === '1' };
}

/** The result code of a consent: '00', '01', '10' or '11'. */
export function consentCode({ analytics, marketing }: Consent): string {
  return `${analytics ? 1 : 0}${marketing ? 1 : 0}`;
}

/** The toast keys that are the banner's confirmation (shown in the banner, not as a toast). */
const CONSENT_CONFIRMATIONS = ['consent.accepted', 'consent.rejected'] as const;
export type ConsentConfirmation = (typeof CONSENT_CONFIRMATIONS)[number];
export const isConsentConfirmation = (key: string | undefined): key is ConsentConfirmation =>
  (CONSENT_CONFIRMATIONS as readonly string[]).includes(key ?? '');
