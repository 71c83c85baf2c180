import { z } from 'zod';

/** Countries an order can be delivered to: the storefronts' countries. */
export const DELIVERY_COUNTRIES = ['GB', 'IE', 'NL', 'BE', 'FR', 'DE', 'AT', 'IT', 'ES', 'PT', 'SE', 'NO', 'DK'] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

/** Postal code formats per country (the spec does not give the rules; these are the national formats). */
export const POSTAL_CODE_PATTERNS: Record<DeliveryCountry, RegExp> = {
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
};

/** Error messages are translation keys; en-GB holds the spec's words. */
export const ADDRESS_ERRORS = {
  name: 'orders.address.error.name',
  street: 'orders.address.error.street',
  houseNumber: 'orders.address.error.houseNumber',
  postalCode: 'orders.address.error.postalCode',
  city: 'orders.address.error.city',
  country: 'orders.address.error.country',
  phone: 'orders.address.error.phone',
} as const;

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** The change-of-delivery-address form (validated on the server; conform parses the form data). */
export const deliveryAddressFormSchema = z
  .object({
    name: required(ADDRESS_ERRORS.name, 100),
    street: required(ADDRESS_ERRORS.street, 100).regex(/^(?=.*\p{L})[\p{L}\p{M}0-9 .,'’/-]{2,}$/u, ADDRESS_ERRORS.street),
    houseNumber: required(ADDRESS_ERRORS.houseNumber, 10).regex(/^[0-9]{1,5}[ -]?[A-Za-z0-9]{0,4}$/, ADDRESS_ERRORS.houseNumber),
    postalCode: required(ADDRESS_ERRORS.postalCode, 10),
    city: required(ADDRESS_ERRORS.city, 60),
    country: z.enum(DELIVERY_COUNTRIES, { error: ADDRESS_ERRORS.country }),
    phone: required(ADDRESS_ERRORS.phone, 20).refine((v) => /^\+?[0-9 ()-]{6,20}$/.test(v) && /^(?:\D*\d){6,15}\D*$/.test(v), ADDRESS_ERRORS.phone),
  })
  .superRefine((value, ctx) => {
    if (!POSTAL_CODE_PATTERNS[value.country].test(value.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_ERRORS.postalCode });
    }
  });
export type DeliveryAddressForm = z.infer<typeof deliveryAddressFormSchema>;

/** Field order of the form (and so of the error summary). */
export const ADDRESS_FIELDS = ['name', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The upstream body: the form's values as a home address, postal codes in capitals. */
export function toDeliveryAddressBody(form: DeliveryAddressForm) {
  return { type: 'Home' as const, ...form, postalCode: form.postalCode.toUpperCase() };
}
