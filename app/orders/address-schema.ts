// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';
import { HOUSE_NUMBER_PATTERN, LIMITS, STOREFRONT_COUNTRIES, STREET_PATTERN, isValidPhone, normalizePostalCode } from '~/address/rules';
import { withPostalCodeRule } from '~/address/schema';

/** Countries an order can be delivered to: the storefronts' countries (app/address/rules.ts). */
const DELIVERY_COUNTRIES = STOREFRONT_COUNTRIES;

/** Error messages are translation keys; en-GB holds the spec's words. */
const ADDRESS_ERRORS = {
  name: 'orders.address.error.name',
  street: 'orders.address.error.street',
  houseNumber: 'orders.address.error.houseNumber',
  postalCode: 'orders.address.error.postalCode',
  city: 'orders.address.error.city',
  country: 'orders.address.error.country',
  phone: 'orders.address.error.phone',
} as const;

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/**
 * The change-of-delivery-address form (validated on the server; conform parses the form data).
 * Street, street number, postal code and phone follow the shared address rules; the order API
 * takes a phone of at most 20 characters.
 */
export const deliveryAddressFormSchema = withPostalCodeRule(
  z.object({
    name: required(ADDRESS_ERRORS.name, 100),
    street: required(ADDRESS_ERRORS.street, LIMITS.street).regex(STREET_PATTERN, ADDRESS_ERRORS.street),
    houseNumber: required(ADDRESS_ERRORS.houseNumber, LIMITS.houseNumber).regex(HOUSE_NUMBER_PATTERN, ADDRESS_ERRORS.houseNumber),
    postalCode: required(ADDRESS_ERRORS.postalCode, 20),
    city: required(ADDRESS_ERRORS.city, LIMITS.city),
    country: z.enum(DELIVERY_COUNTRIES, { error: ADDRESS_ERRORS.country }),
    phone: required(ADDRESS_ERRORS.phone, 20).refine(isValidPhone, ADDRESS_ERRORS.phone),
  }),
  ADDRESS_ERRORS.postalCode,
);
export type DeliveryAddressForm = z.infer<typeof deliveryAddressFormSchema>;

/** Field order of the form (and so of the error summary). */
export const ADDRESS_FIELDS = ['name', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The upstream body: the form's values as a home address, the postal code in its national format. */
export function toDeliveryAddressBody(form: DeliveryAddressForm) {
  return { type: 'Home' as const, ...form, postalCode: normalizePostalCode(form.country, form.postalCode) };
}
