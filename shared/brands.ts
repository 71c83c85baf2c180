/**
 * The 17 storefronts. A request's host picks its brand; on localhost a sub-domain
 * (`nl.localhost`) picks it, and anything unknown falls back to the default brand.
 * Brand names are Keepsake's own; the spec fixes only countries and locales.
 */
export interface Brand {
  id: string;
  name: string;
  /** Production host name. */
  host: string;
  /** Sub-domain used on localhost: `{localSubdomain}.localhost`. */
  localSubdomain: string;
  country: string;
  locale: Locale;
  b2b: boolean;
}

export const LOCALES = [
  'en-GB', 'en-IE', 'nl-NL', 'nl-BE', 'fr-BE', 'fr-FR', 'de-DE', 'de-AT',
  'it-IT', 'es-ES', 'pt-PT', 'sv-SE', 'nb-NO', 'da-DK',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';

const b = (id: string, name: string, host: string, localSubdomain: string, country: string, locale: Locale, b2b = false): Brand => ({
  id, name, host, localSubdomain, country, locale, b2b,
});

export const BRANDS: readonly Brand[] = [
  b('keepsake-uk', 'Keepsake', 'keepsake.co.uk', 'uk', 'GB', 'en-GB'),
  b('keepsake-ie', 'Keepsake', 'keepsake.ie', 'ie', 'IE', 'en-IE'),
  b('keepsake-nl', 'Keepsake', 'keepsake.nl', 'nl', 'NL', 'nl-NL'),
  b('keepsake-be-nl', 'Keepsake', 'keepsake.be', 'be', 'BE', 'nl-BE'),
  b('keepsake-be-fr', 'Keepsake', 'fr.keepsake.be', 'be-fr', 'BE', 'fr-BE'),
  b('keepsake-fr', 'Keepsake', 'keepsake.fr', 'fr', 'FR', 'fr-FR'),
  b('keepsake-de', 'Keepsake', 'keepsake.de', 'de', 'DE', 'de-DE'),
  b('keepsake-at', 'Keepsake', 'keepsake.at', 'at', 'AT', 'de-AT'),
  b('keepsake-it', 'Keepsake', 'keepsake.it', 'it', 'IT', 'it-IT'),
  b('keepsake-es', 'Keepsake', 'keepsake.es', 'es', 'ES', 'es-ES'),
  b('keepsake-pt', 'Keepsake', 'keepsake.pt', 'pt', 'PT', 'pt-PT'),
  b('keepsake-se', 'Keepsake', 'keepsake.se', 'se', 'SE', 'sv-SE'),
  b('keepsake-no', 'Keepsake', 'keepsake.no', 'no', 'NO', 'nb-NO'),
  b('keepsake-dk', 'Keepsake', 'keepsake.dk', 'dk', 'DK', 'da-DK'),
  b('fotofolio-uk', 'Fotofolio', 'fotofolio.co.uk', 'fotofolio', 'GB', 'en-GB'),
  b('posterhaus-de', 'Posterhaus', 'posterhaus.de', 'posterhaus', 'DE', 'de-AT'),
  b('keepsake-business-de', 'Keepsake Business', 'business.keepsake.de', 'business', 'DE', 'de-DE', true),
];

export const DEFAULT_BRAND_ID = 'keepsake-uk';

/** The brand for a Host header value (port ignored). Unknown hosts get the default brand. */
export function brandForHost(hostHeader: string | null | undefined, defaultBrandId = DEFAULT_BRAND_ID): Brand {
  const fallback = BRANDS.find((x) => x.id === defaultBrandId) ?? BRANDS[0]!;
  if (!hostHeader) return fallback;
  const host = hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const exact = BRANDS.find((x) => x.host === host || `www.${x.host}` === host);
  if (exact) return exact;
  const local = host.match(/^([a-z0-9-]+)\.localhost$/);
  if (local) return BRANDS.find((x) => x.localSubdomain === local[1]) ?? fallback;
  return fallback;
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The time zone of each brand country: the default for dates until the browser tells its own. */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
};

export function timeZoneForCountry(country: string): string {
  return COUNTRY_TIME_ZONES[country.toUpperCase()] ?? 'Europe/London';
}
