/**
 * How a postal address is written in its country (decision 1981): the order of street
 * and number, and where the postal code stands. One module for every place that shows an
 * address (settings, order details, delivery); pure, so components and tests use it alike.
 *
 * - GB, IE: number before street ('221B Baker Street'); the town on its own line, the postcode
 *   (Eircode) on the line after it (Royal Mail, An Post).
 * - FR: number before street ('12 rue de la Paix'); postal code before the town ('75002 Paris').
 * - IT, ES, PT: street, a comma, the number ('Via Roma, 10'); postal code before the town.
 * - BE, DE, NL, AT, DK, NO, SE and any other: street then number ('Kalverstraat 12'); postal
 *   code before the town ('1015 CJ Amsterdam').
 */

export interface PostalParts {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

type StreetOrder = 'numberFirst' | 'numberLast' | 'numberLastComma';
type TownOrder = 'postcodeFirst' | 'postcodeLineAfter';

interface CountryFormat {
  street: StreetOrder;
  town: TownOrder;
}

const CONTINENTAL: CountryFormat = { street: 'numberLast', town: 'postcodeFirst' };

/** The countries that differ from the continental 'Street 12' / '1234 Town'. */
const FORMATS: Record<string, CountryFormat> = {
  GB: { street: 'numberFirst', town: 'postcodeLineAfter' },
  IE: { street: 'numberFirst', town: 'postcodeLineAfter' },
  FR: { street: 'numberFirst', town: 'postcodeFirst' },
  IT: { street: 'numberLastComma', town: 'postcodeFirst' },
  ES: { street: 'numberLastComma', town: 'postcodeFirst' },
  PT: { street: 'numberLastComma', town: 'postcodeFirst' },
};

function formatOf(country: string): CountryFormat {
  return FORMATS[country.toUpperCase()] ?? CONTINENTAL;
}

const join = (...parts: string[]) => parts.map((p) => p.trim()).filter(Boolean).join(' ');

/** The street line: '221B Baker Street' (GB), 'Via Roma, 10' (IT), 'Kalverstraat 12' (NL). */
export function streetLine(a: Pick<PostalParts, 'street' | 'houseNumber' | 'country'>): string {
  const street = a.street.trim();
  const number = a.houseNumber.trim();
  switch (formatOf(a.country).street) {
    case 'numberFirst':
      return join(number, street);
    case 'numberLastComma':
      return number ? `${street}, ${number}` : street;
    default:
      return join(street, number);
  }
}

/** The town line(s): ['London', 'NW1 6XE'] (GB), ['1015 CJ Amsterdam'] (NL). */
function townLines(a: Pick<PostalParts, 'postalCode' | 'city' | 'country'>): string[] {
  if (formatOf(a.country).town === 'postcodeLineAfter') return [a.city.trim(), a.postalCode.trim()].filter(Boolean);
  return [join(a.postalCode, a.city)].filter(Boolean);
}

/** The address's postal lines in its country's order: the street line, then the town line(s). */
export function postalLines(a: PostalParts): string[] {
  return [streetLine(a), ...townLines(a)].filter(Boolean);
}

/** The address on one line ('221B Baker Street, London, NW1 6XE'), for accessible names. */
export function postalLine(a: PostalParts): string {
  return postalLines(a).join(', ');
}

/** How an address is named in links and headings: its street line and town ('221B Baker Street, London'). */
export function addressLabel(a: Pick<PostalParts, 'street' | 'houseNumber' | 'city' | 'country'>): string {
  return `${streetLine(a)}, ${a.city.trim()}`;
}
