// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';
import { HOUSE_NUMBER_PATTERN, LIMITS, STOREFRONT_COUNTRIES, STREET_PATTERN, isValidPhone, normalizePostalCode } from '~/address/rules';
import { withPostalCodeRule } from '~/address/schema';
import { requiredText } from '~/lib/text-schema';

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

/**
 * The change-of-delivery-address form (validated on the server; conform parses the form data).
 * Street, street number, postal code and phone follow the shared address rules; the order API
 * takes a phone of at most 20 characters.
 */
export const deliveryAddressFormSchema = withPostalCodeRule(
  z.object({
    name: requiredText(100, ADDRESS_ERRORS.name),
    street: requiredText(LIMITS.street, ADDRESS_ERRORS.street, STREET_PATTERN),
    houseNumber: requiredText(LIMITS.houseNumber, ADDRESS_ERRORS.houseNumber, HOUSE_NUMBER_PATTERN),
    postalCode: requiredText(20, ADDRESS_ERRORS.postalCode),
    city: requiredText(LIMITS.city, ADDRESS_ERRORS.city),
    country: z.enum(DELIVERY_COUNTRIES, { error: ADDRESS_ERRORS.country }),
    phone: requiredText(20, ADDRESS_ERRORS.phone).refine(isValidPhone, ADDRESS_ERRORS.phone),
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
