import { describe, expect, it } from 'vitest';
import { addressLabel, postalLine, postalLines, streetLine } from '~/address/format';
import { STOREFRONT_COUNTRIES } from '~/address/rules';

// Address lines in each country's order (decision 1981).
const at = (country: string, street: string, houseNumber: string, postalCode: string, city: string) => ({ country, street, houseNumber, postalCode, city });

describe('postal address lines per country', () => {
  it.each([
    ['GB', at('GB', 'Baker Street', '221B', 'NW1 6XE', 'London'), ['221B Baker Street', 'London', 'NW1 6XE']],
    ['IE', at('IE', 'Grafton Street', '3', 'D02 X285', 'Dublin'), ['3 Grafton Street', 'Dublin', 'D02 X285']],
    ['FR', at('FR', 'rue de la Paix', '12', '75002', 'Paris'), ['12 rue de la Paix', '75002 Paris']],
    ['NL', at('NL', 'Kalverstraat', '12', '1015 CJ', 'Amsterdam'), ['Kalverstraat 12', '1015 CJ Amsterdam']],
    ['DE', at('DE', 'Unter den Linden', '5', '10117', 'Berlin'), ['Unter den Linden 5', '10117 Berlin']],
    ['BE', at('BE', 'Rue Neuve', '1', '1000', 'Bruxelles'), ['Rue Neuve 1', '1000 Bruxelles']],
    ['AT', at('AT', 'Graben', '7', '1010', 'Wien'), ['Graben 7', '1010 Wien']],
    ['SE', at('SE', 'Drottninggatan', '8', '114 55', 'Stockholm'), ['Drottninggatan 8', '114 55 Stockholm']],
    ['IT', at('IT', 'Via Roma', '10', '00184', 'Roma'), ['Via Roma, 10', '00184 Roma']],
    ['ES', at('ES', 'Calle Mayor', '12', '28013', 'Madrid'), ['Calle Mayor, 12', '28013 Madrid']],
    ['PT', at('PT', 'Rua Augusta', '100', '1100-148', 'Lisboa'), ['Rua Augusta, 100', '1100-148 Lisboa']],
  ])('%s', (_country, address, lines) => {
    expect(postalLines(address)).toEqual(lines);
  });

  it('writes every storefront country, and an unknown one the continental way', () => {
    for (const country of STOREFRONT_COUNTRIES) expect(postalLines(at(country, 'S', '1', 'P', 'T')).length).toBeGreaterThanOrEqual(2);
    expect(postalLines(at('CH', 'Bahnhofstrasse', '1', '8001', 'Zürich'))).toEqual(['Bahnhofstrasse 1', '8001 Zürich']);
    expect(streetLine({ country: 'gb', street: 'High Street', houseNumber: '12' })).toBe('12 High Street');
  });

  it('trims the parts and leaves out empty ones', () => {
    expect(postalLines(at('GB', ' High Street ', ' ', 'SW1A 1AA ', ' London'))).toEqual(['High Street', 'London', 'SW1A 1AA']);
    expect(streetLine({ country: 'IT', street: 'Via Roma', houseNumber: '' })).toBe('Via Roma');
  });

  it('names an address on one line for links and headings', () => {
    expect(addressLabel(at('GB', 'Baker Street', '221B', 'NW1 6XE', 'London'))).toBe('221B Baker Street, London');
    expect(addressLabel(at('NL', 'Kalverstraat', '12', '1015 CJ', 'Amsterdam'))).toBe('Kalverstraat 12, Amsterdam');
    expect(postalLine(at('GB', 'Second Street', '1', 'W1D 1BS', 'London'))).toBe('1 Second Street, London, W1D 1BS');
    expect(postalLine(at('DE', 'Hauptstraße', '1', '10117', 'Berlin'))).toBe('Hauptstraße 1, 10117 Berlin');
  });
});
