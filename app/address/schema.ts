// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';
import {
  ADDRESS_MESSAGES as M,
  CITY_PATTERN,
  COMPANY_PATTERN,
  HOUSE_NUMBER_PATTERN,
  LIMITS,
  NAME_PATTERN,
  STOREFRONT_COUNTRIES,
  STREET_PATTERN,
  isCountry,
  isValidPhone,
  isValidPostalCode,
  normalizePostalCode,
  type Country,
} from './rules';
import { requiredText } from '~/lib/text-schema';

/** The fields of the settings address form, in page order for a normal customer. */
export const ADDRESS_FORM_FIELDS = ['firstName', 'lastName', 'companyName', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'phone', 'isDefault'] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
/** A business customer's form puts the company first. */
export const B2B_FIELD_ORDER: readonly AddressFormField[] = ['companyName', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'phone', 'isDefault'];

/** A required answer: trimmed, within its length, matching its pattern; `empty` says what to enter when there is none. */
const required = (pattern: RegExp, max: number, message: string, empty = message) => requiredText(max, { required: empty, tooLong: message, invalid: message }, pattern);

/** An optional answer: empty becomes null; otherwise like a required one. */
const optional = (check: (v: string) => boolean, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (v.length <= max && check(v)), message);

/**
 * The postal code checked against the chosen country's rule, `message` when it fails: whenever a
 * country and a code are there, even when other fields fail (every error at once). The settings
 * address form and the order's change-of-delivery-address form.
 */
export function withPostalCodeRule<T extends z.ZodType<{ country: Country; postalCode: string }>>(schema: T, message: string): T {
  return schema.refine((value) => isValidPostalCode(value.country, value.postalCode), {
    path: ['postalCode'],
    message,
    when: ({ value, issues }) => {
      const v = value as { country?: unknown; postalCode?: unknown } | undefined;
      return isCountry(v?.country) && typeof v?.postalCode === 'string' && !issues.some((i) => i.path?.[0] === 'postalCode');
    },
  });
}

/**
 * The settings address form (add and change, normal and business), validated on the server
 * with conform's parseWithZod. Messages are translation keys. The postal code is checked
 * against the chosen country's rule and sent in its national format.
 */
export const addressFormSchema = withPostalCodeRule(
  z.object({
    firstName: required(NAME_PATTERN, LIMITS.firstName, M.firstName),
    lastName: required(NAME_PATTERN, LIMITS.lastName, M.lastName),
    companyName: optional((v) => COMPANY_PATTERN.test(v), LIMITS.companyName, M.companyName),
    street: required(STREET_PATTERN, LIMITS.street, M.street, M.streetEmpty),
    houseNumber: required(HOUSE_NUMBER_PATTERN, LIMITS.houseNumber, M.houseNumber, M.houseNumberEmpty),
    // Spaces are tidied before the country's rule and length are checked (isValidPostalCode).
    postalCode: z.string({ error: M.postalCodeEmpty }).trim().min(1, M.postalCodeEmpty).max(LIMITS.postalCode * 2, M.postalCode),
    city: required(CITY_PATTERN, LIMITS.city, M.city, M.cityEmpty),
    country: z.enum(STOREFRONT_COUNTRIES, { error: M.country }),
    phone: optional(isValidPhone, LIMITS.phone, M.phone),
    isDefault: z.boolean().optional(),
  }),
  M.postalCode,
).transform((value) => ({ ...value, postalCode: normalizePostalCode(value.country, value.postalCode), isDefault: value.isDefault === true }));

export type AddressFormValue = z.output<typeof addressFormSchema>;
