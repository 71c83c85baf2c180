import { timeZoneForCountry } from '../../shared/brands';

/**
 * The cut-offs as one storefront sees them (`?culture=nl-NL`, decision 2150): the demo catalogue's
 * names in its language, and each deadline at 23:59 of its day in its country's time zone. The
 * tables hold the English names and the deadline's day (at 23:59 UTC); without a culture the
 * answer is en-GB's, which is what the tables hold.
 */
const CULTURE = /^([a-z]{2})-([A-Z]{2})$/;

/** The group names and campaign titles by language; a campaign's title reads after 'for'. */
const NAMES: Record<string, Record<string, string>> = {
  da: { 'Photo books': 'Fotobøger', Calendars: 'Kalendere', 'Wall decor': 'Vægdekoration', 'Photo prints': 'Fotoprint', 'Christmas delivery': 'julelevering' },
  de: { 'Photo books': 'Fotobücher', Calendars: 'Kalender', 'Wall decor': 'Wanddekoration', 'Photo prints': 'Fotoabzüge', 'Christmas delivery': 'die Lieferung zu Weihnachten' },
  es: { 'Photo books': 'Fotolibros', Calendars: 'Calendarios', 'Wall decor': 'Decoración de pared', 'Photo prints': 'Copias de fotos', 'Christmas delivery': 'la entrega en Navidad' },
  fr: { 'Photo books': 'Livres photo', Calendars: 'Calendriers', 'Wall decor': 'Décoration murale', 'Photo prints': 'Tirages photo', 'Christmas delivery': 'une livraison à Noël' },
  it: { 'Photo books': 'Fotolibri', Calendars: 'Calendari', 'Wall decor': 'Decorazioni da parete', 'Photo prints': 'Stampe fotografiche', 'Christmas delivery': 'la consegna a Natale' },
  nb: { 'Photo books': 'Fotobøker', Calendars: 'Kalendere', 'Wall decor': 'Veggdekor', 'Photo prints': 'Fotoutskrifter', 'Christmas delivery': 'levering til jul' },
  nl: { 'Photo books': 'Fotoboeken', Calendars: 'Kalenders', 'Wall decor': 'Wanddecoratie', 'Photo prints': 'Fotoafdrukken', 'Christmas delivery': 'levering met Kerst' },
  pt: { 'Photo books': 'Fotolivros', Calendars: 'Calendários', 'Wall decor': 'Decoração de parede', 'Photo prints': 'Impressões de fotos', 'Christmas delivery': 'entrega no Natal' },
  sv: { 'Photo books': 'Fotoböcker', Calendars: 'Kalendrar', 'Wall decor': 'Väggdekor', 'Photo prints': 'Fotokopior', 'Christmas delivery': 'leverans till jul' },
};

export interface Storefront {
  name: (english: string) => string;
  deadline: (stored: string | null) => string | null;
}

/** The storefront of a request's `culture` query value; en-GB when there is none or it is not one. */
export function storefrontOf(culture: unknown): Storefront {
  const match = typeof culture === 'string' ? CULTURE.exec(culture) : null;
  const names = (match && NAMES[match[1]!]) || {};
  const timeZone = timeZoneForCountry(match?.[2] ?? 'GB');
  return {
    name: (english) => names[english] ?? english,
    deadline: (stored) => (stored ? endOfDayIn(stored, timeZone) : null),
  };
}

/** 23:59 on the day of `stored` (its UTC date) in `timeZone`, as an ISO instant. */
function endOfDayIn(stored: string, timeZone: string): string {
  const day = new Date(stored);
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23, 59);
  return new Date(wall - offsetMs(wall, timeZone)).toISOString();
}

/** How far `timeZone`'s clock is ahead of UTC around `instant`. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - instant;
}
