import { z } from 'zod';
import { toIssues, type ValidationIssue } from './customer-update';
import type { StorefrontCountry } from './settings-tables';

const MESSAGES = {
  phone: 'Phone number must be valid',
  postalCode: 'Postal Code must be valid',
  houseNumber: 'Street number must be valid',
  street: 'Street name must be valid',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  companyName: 'Company name must be valid',
  city: 'City must be valid',
  country: 'Select a country',
} as const;

/**
 * Postal-code rules per storefront country (input is trimmed and upper-cased first).
 * GB: outward code + optional space + inward code (e.g. SW1A 1AA); IE: Eircode (D02 X285);
 * NL: 4 digits (not starting 0), optional space, 2 letters (1012 AB); SE: 3+2 digits, optional space (114 55);
 * PT: 4 digits, hyphen, 3 digits (1100-148); BE, AT: 4 digits 1000–9999; DK, NO: 4 digits;
 * DE, FR, IT: 5 digits; ES: 5 digits with province 01–52.
 */
export const POSTAL_CODE_RULES: Record<StorefrontCountry, RegExp> = {
  GB: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/,
  IE: /^[A-Z][0-9]{2}[0-9W]? ?[0-9A-Z]{4}$/,
  NL: /^[1-9][0-9]{3} ?[A-Z]{2}$/,
  SE: /^[1-9][0-9]{2} ?[0-9]{2}$/,
  PT: /^[1-9][0-9]{3}-[0-9]{3}$/,
  BE: /^[1-9][0-9]{3}$/,
  AT: /^[1-9][0-9]{3}$/,
  DK: /^[0-9]{4}$/,
  NO: /^[0-9]{4}$/,
  DE: /^[0-9]{5}$/,
  FR: /^[0-9]{5}$/,
  IT: /^[0-9]{5}$/,
  ES: /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/,
};
const STOREFRONT_COUNTRIES = Object.keys(POSTAL_CODE_RULES) as StorefrontCountry[];

// Letters (any script), combining marks, digits and a little punctuation: no <, >, emoji or control characters.
const STREET = /^(?=.*\p{L})[\p{L}\p{M}0-9 .,'’/-]{1,100}$/u;
const NAME = /^[\p{L}\p{M} .'’-]{1,100}$/u;
const COMPANY = /^[\p{L}\p{M}0-9 .,&'’()/+-]{1,200}$/u;
const CITY = /^[\p{L}\p{M} .'’()/-]{1,60}$/u;
const HOUSE_NUMBER = /^[0-9]{1,5}([ -]?[A-Za-z0-9]{1,4})?$/;
/** International or national format; 6–15 digits in all. */
const PHONE = /^\+?[0-9][0-9 ()-]{4,22}$/;

const field = (pattern: RegExp, message: string) =>
  z.string({ error: message }).trim().regex(pattern, { message });

const optionalField = (pattern: RegExp, message: string) =>
  z
    .union([z.string({ error: message }).trim(), z.null()], { error: message })
    .optional()
    .transform((v) => (v == null || v === '' ? null : v))
    .refine((v) => v == null || pattern.test(v), { message });

/** Body of POST /customers/me/addresses and PUT /customers/me/addresses/{id} (a whole address). */
const addressSchema = z
  .object({
    firstName: field(NAME, MESSAGES.firstName),
    lastName: field(NAME, MESSAGES.lastName),
    companyName: optionalField(COMPANY, MESSAGES.companyName),
    street: field(STREET, MESSAGES.street),
    houseNumber: field(HOUSE_NUMBER, MESSAGES.houseNumber),
    postalCode: z
      .string({ error: MESSAGES.postalCode })
      .trim()
      .max(10, { message: MESSAGES.postalCode })
      .transform((v) => v.toUpperCase()),
    city: field(CITY, MESSAGES.city),
    country: z.enum(STOREFRONT_COUNTRIES as [StorefrontCountry, ...StorefrontCountry[]], { error: MESSAGES.country }),
    phone: optionalField(PHONE, MESSAGES.phone).refine((v) => v == null || digits(v) >= 6 && digits(v) <= 15, { message: MESSAGES.phone }),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
  });

function digits(v: string): number {
  return v.replace(/[^0-9]/g, '').length;
}

export type AddressInput = z.infer<typeof addressSchema>;

export type AddressParse = { ok: true; data: AddressInput } | { ok: false; issues: ValidationIssue[] };

/**
 * Validates a whole address; the postal code is checked against the country's rule even when
 * other fields fail, so every field error is reported at once.
 */
export function parseAddress(body: unknown): AddressParse {
  const parsed = addressSchema.safeParse(body);
  const issues = parsed.success ? [] : toIssues(parsed.error);
  const raw = (body ?? {}) as { country?: unknown; postalCode?: unknown };
  const country = typeof raw.country === 'string' && raw.country in POSTAL_CODE_RULES ? (raw.country as StorefrontCountry) : null;
  const postal = typeof raw.postalCode === 'string' ? raw.postalCode.trim().toUpperCase() : null;
  if (country && postal !== null && !POSTAL_CODE_RULES[country].test(postal) && !issues.some((i) => i.path === 'postalCode')) {
    issues.push({ path: 'postalCode', message: MESSAGES.postalCode });
  }
  if (issues.length || !parsed.success) return { ok: false, issues };
  return { ok: true, data: parsed.data };
}
