/**
 * The address rules of the app, in one place: the storefront countries, each country's postal
 * code rule (with an example), and the patterns for names, street, street number, city, company
 * and phone. Used by the settings address forms and the order's change-of-delivery-address form,
 * and aligned with the customer API's own rules (docs/decisions/0510-address-rules.md).
 * Pure: no zod, no server code, so components and tests can use it too.
 */

/** The 13 storefront countries, in the spec's order (Belgian, German, Dutch, UK, …). */
export const STOREFRONT_COUNTRIES = ['BE', 'DE', 'NL', 'GB', 'NO', 'FR', 'SE', 'AT', 'IE', 'IT', 'DK', 'ES', 'PT'] as const;
export type Country = (typeof STOREFRONT_COUNTRIES)[number];

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (STOREFRONT_COUNTRIES as readonly string[]).includes(value);
}

export interface PostalCodeRule {
  /** Tested against the normalized code (trimmed, upper case, single spaces). */
  pattern: RegExp;
  /** A real code of that country, for hints, tests and the decision record. */
  example: string;
  /** Where a space goes in the national format: the number of characters after it. */
  spaceBeforeLast?: number;
}

// Eircode letters: the 15 letters the Irish format uses (no B G I J L M O Q S U Z).
const EIR = 'ACDEFHKNPRTVWXY';

/** Each storefront country's postal code rule (the national formats). */
export const POSTAL_CODE_RULES: Record<Country, PostalCodeRule> = {
  // 4 digits, 1000–9999.
  BE: { pattern: /^[1-9][0-9]{3}$/, example: '1000' },
  // 5 digits.
  DE: { pattern: /^[0-9]{5}$/, example: '10117' },
  // 4 digits not starting with 0, a space, 2 letters.
  NL: { pattern: /^[1-9][0-9]{3} ?[A-Z]{2}$/, example: '1015 CJ', spaceBeforeLast: 2 },
  // Outward code (area, district) + space + inward code (sector digit, unit letters).
  GB: { pattern: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/, example: 'SW1A 1AA', spaceBeforeLast: 3 },
  // 4 digits.
  NO: { pattern: /^[0-9]{4}$/, example: '0150' },
  // 5 digits.
  FR: { pattern: /^[0-9]{5}$/, example: '75001' },
  // 3 + 2 digits, first not 0.
  SE: { pattern: /^[1-9][0-9]{2} ?[0-9]{2}$/, example: '114 55', spaceBeforeLast: 2 },
  // 4 digits, 1000–9999.
  AT: { pattern: /^[1-9][0-9]{3}$/, example: '1010' },
  // Eircode: routing key (a letter and 2 digits, or D6W) + space + 4-character identifier.
  IE: { pattern: new RegExp(`^(?:[${EIR}][0-9]{2}|D6W) ?[0-9${EIR}]{4}$`), example: 'D02 X285', spaceBeforeLast: 4 },
  // 5 digits (CAP).
  IT: { pattern: /^[0-9]{5}$/, example: '00184' },
  // 4 digits.
  DK: { pattern: /^[0-9]{4}$/, example: '1050' },
  // 5 digits; the first two are the province, 01–52.
  ES: { pattern: /^(?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/, example: '28013' },
  // 4 digits (first not 0), hyphen, 3 digits.
  PT: { pattern: /^[1-9][0-9]{3}-[0-9]{3}$/, example: '1100-148' },
};

/**
 * The postal code as the country writes it: trimmed, upper case, single spaces, and the space
 * in its place where the national format has one (sw1a1aa → SW1A 1AA, 1015cj → 1015 CJ).
 */
export function normalizePostalCode(country: string, value: string): string {
  const upper = value.trim().toUpperCase().replace(/\s+/g, ' ');
  const rule = isCountry(country) ? POSTAL_CODE_RULES[country] : undefined;
  if (!rule?.spaceBeforeLast) return upper;
  const compact = upper.replace(/ /g, '');
  const spaced = `${compact.slice(0, -rule.spaceBeforeLast)} ${compact.slice(-rule.spaceBeforeLast)}`;
  return rule.pattern.test(spaced) ? spaced : upper;
}

export function isValidPostalCode(country: string, value: string): boolean {
  if (!isCountry(country)) return false;
  const code = normalizePostalCode(country, value);
  return code.length <= LIMITS.postalCode && POSTAL_CODE_RULES[country].pattern.test(code);
}

/** The longest answer each field takes (the customer API's limits). */
export const LIMITS = {
  firstName: 100,
  lastName: 100,
  companyName: 200,
  street: 100,
  houseNumber: 10,
  postalCode: 10,
  city: 60,
  phone: 23,
} as const;

// Letters of any script and combining marks, with a little punctuation. Never < > ; or emoji.
/** Street name: at least one letter; letters, digits, space and . , ' ’ / - */
export const STREET_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}0-9 .,'’/-]{1,100}$/u;
/** First and last name: letters, space and . ' ’ - */
export const NAME_PATTERN = /^[\p{L}\p{M} .'’-]{1,100}$/u;
/** Company name: letters, digits, space and . , & ' ’ ( ) / + - */
export const COMPANY_PATTERN = /^[\p{L}\p{M}0-9 .,&'’()/+-]{1,200}$/u;
/** Town or city: letters, space and . ' ’ ( ) / - */
export const CITY_PATTERN = /^[\p{L}\p{M} .'’()/-]{1,60}$/u;
/** Street number: 1–5 digits and an optional suffix (12, 221B, 12-14, 7 bis). */
export const HOUSE_NUMBER_PATTERN = /^[0-9]{1,5}(?:[ -]?[A-Za-z0-9]{1,4})?$/;
/** Phone: national or international format with spaces, brackets and hyphens … */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,22}$/;
/** … and 6–15 digits in all (E.164 allows 15). */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** At most this many addresses per customer (the customer API answers 409 past it). */
export const MAX_ADDRESSES = 20;

/**
 * The messages, as translation keys (public/locales/<locale>/addresses.json); en-GB holds the
 * spec's words for phone, postal code, street number and street name, and the customer API's
 * words for the others.
 */
export const ADDRESS_MESSAGES = {
  firstName: 'addresses.error.firstName',
  lastName: 'addresses.error.lastName',
  companyName: 'addresses.error.companyName',
  street: 'addresses.error.street',
  houseNumber: 'addresses.error.houseNumber',
  postalCode: 'addresses.error.postalCode',
  city: 'addresses.error.city',
  // Left empty: what to enter (WCAG 3.3.3; decision 2371). The spec's 'must be valid' words are for an answer given.
  streetEmpty: 'addresses.error.streetEmpty',
  houseNumberEmpty: 'addresses.error.houseNumberEmpty',
  postalCodeEmpty: 'addresses.error.postalCodeEmpty',
  cityEmpty: 'addresses.error.cityEmpty',
  country: 'addresses.error.country',
  phone: 'addresses.error.phone',
} as const;
