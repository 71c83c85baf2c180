import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { deliveryAddressFormSchema, toDeliveryAddressBody } from '~/orders/address-schema';
import en from '../../public/locales/en-GB/orders.json';

const VALID = { name: 'Alex Morgan', street: 'Baker Street', houseNumber: '221B', postalCode: 'NW1 6XE', city: 'London', country: 'GB', phone: '+44 20 7946 0018' };

function form(values: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}
const errorsOf = (values: Record<string, string>) => {
  const submission = parseWithZod(form(values), { schema: deliveryAddressFormSchema });
  return submission.status === 'success' ? {} : (submission.reply().error ?? {});
};

describe('delivery address form schema', () => {
  it('accepts a valid address and makes the upstream body', () => {
    const submission = parseWithZod(form({ ...VALID, intent: 'changeAddress' }), { schema: deliveryAddressFormSchema });
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(toDeliveryAddressBody(submission.value)).toEqual({ type: 'Home', ...VALID });
  });

  it('gives the spec’s messages for street name, street number, postal code and phone', () => {
    const errors = errorsOf({ ...VALID, street: '12', houseNumber: 'abc', postalCode: '1234', phone: 'call me' });
    expect(errors).toMatchObject({
      street: ['orders.address.error.street'],
      houseNumber: ['orders.address.error.houseNumber'],
      postalCode: ['orders.address.error.postalCode'],
      phone: ['orders.address.error.phone'],
    });
    expect(en['orders.address.error.street']).toBe('Street name must be valid');
    expect(en['orders.address.error.houseNumber']).toBe('Street number must be valid');
    expect(en['orders.address.error.postalCode']).toBe('Postal Code must be valid');
    expect(en['orders.address.error.phone']).toBe('Phone number must be valid');
  });

  it('requires every field', () => {
    const errors = errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(['city', 'country', 'houseNumber', 'name', 'phone', 'postalCode', 'street']);
  });

  it('checks the postal code against the chosen country', () => {
    expect(errorsOf({ ...VALID, country: 'NL', postalCode: '1012 AB' })).toEqual({});
    expect(errorsOf({ ...VALID, country: 'DE', postalCode: '1012 AB' })).toHaveProperty('postalCode');
    expect(errorsOf({ ...VALID, country: 'PT', postalCode: '1000-001' })).toEqual({});
    expect(errorsOf({ ...VALID, country: 'XX' })).toHaveProperty('country');
  });

  it('refuses phone numbers with too few digits or letters', () => {
    expect(errorsOf({ ...VALID, phone: '12345' })).toHaveProperty('phone');
    expect(errorsOf({ ...VALID, phone: '+31 (0)20 123 4567' })).toEqual({});
  });
});
