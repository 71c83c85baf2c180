import { describe, expect, it } from 'vitest';
import {
  HOUSE_NUMBER_PATTERN,
  POSTAL_CODE_RULES,
  STOREFRONT_COUNTRIES,
  STREET_PATTERN,
  isValidPhone,
  isValidPostalCode,
  normalizePostalCode,
  type Country,
} from '~/address/rules';
import { BRANDS } from '../../shared/brands';
import { POSTAL_CODE_RULES as PLATFORM_RULES } from '../../platform/customer-api/address-schema';

// The app's one set of address rules (app/address/rules.ts), per storefront country, and its
// agreement with the customer API's rules (docs/decisions/0510-address-rules.md).

/** Valid and invalid codes per country (raw input as a customer might type it). */
const CASES: Record<Country, { valid: string[]; invalid: string[] }> = {
  BE: { valid: ['1000', '9992'], invalid: ['0999', '10000', 'B-1000', '100A'] },
  DE: { valid: ['10117', '01067'], invalid: ['1011', '101170', 'D-10117', 'SW1A 1AA'] },
  NL: { valid: ['1015 CJ', '1015cj', '9999 ZZ'], invalid: ['0123 AB', '1015 C', '10155 CJ', '1015-CJ'] },
  GB: { valid: ['SW1A 1AA', 'sw1a1aa', 'M3 2GP', 'NW1 6XE', 'EC1A 1BB', 'B33 8TH'], invalid: ['SW1A', '12345', 'SW1A 1A', 'Q1A 1AA1'] },
  NO: { valid: ['0150', '9991'], invalid: ['150', '01500', 'N-0150'] },
  FR: { valid: ['75001', '97400'], invalid: ['7500', '750011', 'F-75001'] },
  SE: { valid: ['114 55', '11455', '984 99'], invalid: ['014 55', '1145', '114-55'] },
  AT: { valid: ['1010', '6020'], invalid: ['0101', '10100', 'A-1010'] },
  IE: { valid: ['D02 X285', 'A65F4E2', 'D6W 1234', 'T12 AC34'], invalid: ['D02', 'D02 X28', 'B02 X285', 'D02 XB85', '12345'] },
  IT: { valid: ['00184', '20121'], invalid: ['0018', '001844', 'I-00184'] },
  DK: { valid: ['1050', '8000'], invalid: ['105', '10500', 'DK-1050'] },
  ES: { valid: ['28013', '01001', '52006'], invalid: ['53001', '00100', '2801', '280130'] },
  PT: { valid: ['1100-148', '4000-322'], invalid: ['1100148', '0100-148', '1100-14', '1100 148'] },
};

describe('address rules', () => {
  it('covers exactly the 13 storefront countries, the ones the brands use', () => {
    expect([...STOREFRONT_COUNTRIES].sort()).toEqual(['AT', 'BE', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PT', 'SE']);
    expect(new Set(BRANDS.map((b) => b.country))).toEqual(new Set(STOREFRONT_COUNTRIES));
    expect(Object.keys(POSTAL_CODE_RULES).sort()).toEqual([...STOREFRONT_COUNTRIES].sort());
  });

  it.each(STOREFRONT_COUNTRIES)('%s: the example is valid and already in its national format', (country) => {
    const { example } = POSTAL_CODE_RULES[country];
    expect(isValidPostalCode(country, example)).toBe(true);
    expect(normalizePostalCode(country, example)).toBe(example);
  });

  it.each(STOREFRONT_COUNTRIES)('%s: accepts its own codes and refuses others', (country) => {
    for (const code of CASES[country].valid) expect(isValidPostalCode(country, code), `${country} ${code}`).toBe(true);
    for (const code of CASES[country].invalid) expect(isValidPostalCode(country, code), `${country} ${code}`).toBe(false);
  });

  it('refuses a code of the wrong country', () => {
    expect(isValidPostalCode('DE', 'SW1A 1AA')).toBe(false);
    expect(isValidPostalCode('GB', '10117')).toBe(false);
    expect(isValidPostalCode('NL', 'SW1A 1AA')).toBe(false);
    expect(isValidPostalCode('XX', '10117')).toBe(false);
  });

  it('writes codes in the national format', () => {
    expect(normalizePostalCode('GB', ' sw1a1aa ')).toBe('SW1A 1AA');
    expect(normalizePostalCode('GB', 'm3  2gp')).toBe('M3 2GP');
    expect(normalizePostalCode('NL', '1015cj')).toBe('1015 CJ');
    expect(normalizePostalCode('SE', '11455')).toBe('114 55');
    expect(normalizePostalCode('IE', 'd02x285')).toBe('D02 X285');
    expect(normalizePostalCode('PT', '1100-148')).toBe('1100-148');
    expect(normalizePostalCode('DE', ' 10117 ')).toBe('10117');
    // Not a valid code: only trimmed and upper-cased, never made to look valid.
    expect(normalizePostalCode('GB', 'abc')).toBe('ABC');
  });

  it('agrees with the customer API on every case, except the documented Eircode differences', () => {
    const differences: string[] = [];
    for (const country of STOREFRONT_COUNTRIES) {
      for (const code of [...CASES[country].valid, ...CASES[country].invalid]) {
        const normalized = normalizePostalCode(country, code);
        const platform = normalized.length <= 10 && PLATFORM_RULES[country].test(normalized);
        if (isValidPostalCode(country, code) !== platform) differences.push(`${country} ${code}: app ${!platform}`);
      }
    }
    // The API takes any letter in an Eircode and no D6W; the app follows the Eircode format.
    expect(differences).toEqual(['IE D6W 1234: app true', 'IE B02 X285: app false', 'IE D02 XB85: app false']);
  });

  it('street names need a letter and allow no markup or emoji', () => {
    for (const ok of ['Baker Street', 'Friedrichstraße', 'Rue de l’Église', 'St. John’s Road', 'Calle 5 de Mayo']) expect(STREET_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['12', '<script>alert(1)</script>', '🏠 Road', 'x'.repeat(101), 'Main; Street']) expect(STREET_PATTERN.test(bad), bad).toBe(false);
  });

  it('street numbers are 1–5 digits with an optional suffix', () => {
    for (const ok of ['1', '221B', '12-14', '7 bis', '99999']) expect(HOUSE_NUMBER_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['abc', '1234567890', '12-', 'B12', '1 2 3']) expect(HOUSE_NUMBER_PATTERN.test(bad), bad).toBe(false);
  });

  it('phone numbers have 6–15 digits in a national or international format', () => {
    for (const ok of ['+44 20 7946 0018', '+31 (0)20 123 4567', '020 7946 0018', '612345']) expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['12345', 'call me', '+44 20 7946 0018 1234 5678', '++4420', '<script>']) expect(isValidPhone(bad), bad).toBe(false);
  });
});
