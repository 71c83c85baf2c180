import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { firstErrors } from '~/lib/form-state.server';
import { errorsFromIssues, toAddressInput } from '~/address/save.server';
import { addressFormSchema } from '~/address/schema';
import { integrationFormSchema } from '~/integration/schema';
import en from '../../public/locales/en-GB/addresses.json';

// The settings address form and the integration form, as the actions parse them (conform + zod).

const VALID = {
  firstName: 'Robin',
  lastName: 'Taylor',
  companyName: '',
  street: 'High Street',
  houseNumber: '12a',
  postalCode: 'sw1a1aa',
  city: 'London',
  country: 'GB',
  phone: '',
};

function form(values: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}
const parse = (values: Record<string, string>) => parseWithZod(form(values), { schema: addressFormSchema });
const errorsOf = (values: Record<string, string>) => {
  const s = parse(values);
  return s.status === 'success' ? {} : firstErrors(s.error);
};
const message = (key: string) => (en as Record<string, string>)[key];

describe('settings address form', () => {
  it('accepts a valid address: postal code in national format, empty optional fields as null', () => {
    const s = parse({ ...VALID, intent: 'save', returnTo: 'settings' });
    expect(s.status).toBe('success');
    if (s.status !== 'success') return;
    expect(toAddressInput(s.value)).toEqual({ ...VALID, postalCode: 'SW1A 1AA', companyName: null, phone: null, isDefault: false });
  });

  it('reads the default checkbox', () => {
    const s = parse({ ...VALID, isDefault: 'on' });
    expect(s.status === 'success' && s.value.isDefault).toBe(true);
  });

  it('gives the spec’s words for phone, postal code, street number and street name, all at once', () => {
    const errors = errorsOf({ ...VALID, street: '12', houseNumber: 'abc', postalCode: '1234', phone: 'call me' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, message(v)]))).toEqual({
      street: 'Street name must be valid',
      houseNumber: 'Street number must be valid',
      postalCode: 'Postal Code must be valid',
      phone: 'Phone number must be valid',
    });
  });

  it('gives the customer API’s words for the other fields', () => {
    const errors = errorsOf({ country: 'XX', companyName: '<b>', city: 'x'.repeat(61) });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, message(v)]))).toMatchObject({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      companyName: 'Company name must be valid',
      city: 'Town or city must be valid',
      country: 'Select a country',
      street: 'Enter a street name',
      houseNumber: 'Enter a street number',
      postalCode: 'Enter a postal code',
    });
  });

  it('says what to enter in an empty required field, and keeps the spec’s words for an answer given (decision 2371)', () => {
    const errors = errorsOf({ ...VALID, street: ' ', houseNumber: '', postalCode: '', city: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, message(v)]))).toEqual({
      street: 'Enter a street name',
      houseNumber: 'Enter a street number',
      postalCode: 'Enter a postal code',
      city: 'Enter a town or city',
    });
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an emoji', 'Rose 🌹 Lane'],
    ['500 characters', 'a'.repeat(500)],
  ])('refuses %s in every text field', (_, bad) => {
    const errors = errorsOf({ ...VALID, firstName: bad, lastName: bad, companyName: bad, street: bad, city: bad, phone: bad, houseNumber: bad, postalCode: bad });
    expect(Object.keys(errors).sort()).toEqual(['city', 'companyName', 'firstName', 'houseNumber', 'lastName', 'phone', 'postalCode', 'street']);
  });

  it('refuses a postal code of another country', () => {
    expect(errorsOf({ ...VALID, country: 'DE', postalCode: 'SW1A 1AA' })).toEqual({ postalCode: 'addresses.error.postalCode' });
    expect(errorsOf({ ...VALID, country: 'DE', postalCode: '10117' })).toEqual({});
  });
});

describe('customer API issues on the form', () => {
  it('maps each known field to its own message, anything else to the form', () => {
    expect(errorsFromIssues([{ path: 'postalCode', message: 'Postal Code must be valid' }, { path: 'phone', message: 'x' }])).toEqual({
      postalCode: 'addresses.error.postalCode',
      phone: 'addresses.error.phone',
    });
    expect(errorsFromIssues([{ path: 'isDefault', message: 'isDefault must be true or false' }])).toEqual({ form: 'addresses.error.requestFailed' });
    expect(errorsFromIssues([])).toEqual({ form: 'addresses.error.requestFailed' });
  });
});

describe('integration callback form', () => {
  const errorsOfCallback = (values: Record<string, string>) => {
    const s = parseWithZod(form(values), { schema: integrationFormSchema });
    return s.status === 'success' ? {} : firstErrors(s.error);
  };
  it('accepts an https URL and a format', () => {
    expect(errorsOfCallback({ callbackUrl: 'https://hooks.example.com/keepsake', callbackFormat: 'xml' })).toEqual({});
  });
  it.each(['http://hooks.example.com/cb', 'https://user:secret@hooks.example.com/cb', 'ftp://x.example', 'javascript:alert(1)', 'not a url', `https://x.example/${'a'.repeat(2000)}`])(
    'refuses %s',
    (url) => {
      expect(errorsOfCallback({ callbackUrl: url, callbackFormat: 'json' })).toEqual({ callbackUrl: 'integration.error.callbackUrl' });
    },
  );
  it('asks for a URL and a format', () => {
    const errors = errorsOfCallback({ callbackFormat: 'csv' });
    expect(errors).toEqual({ callbackUrl: 'integration.error.callbackUrlMissing', callbackFormat: 'integration.error.callbackFormat' });
    expect(message(errors.callbackFormat!)).toBe('Choose json or xml');
    expect(message('integration.error.callbackUrl')).toBe('Callback URL must be a valid https URL');
  });
});
