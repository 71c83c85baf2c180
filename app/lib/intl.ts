/**
 * Intl formatters, made once per locale and options. Constructing one costs far more than using
 * it (the timeline and order pages format dozens of dates and amounts per request: bench/profile.ts
 * found `new Intl.DateTimeFormat` at 8 % of the home page's server time). A bad locale, currency or
 * time zone still throws from the constructor, as `new Intl.*` does, and nothing is cached.
 */
type Ctor<T, O> = new (locales: string | string[], options?: O) => T;

function memo<T, O>(Kind: Ctor<T, O>): (locale: string, options?: O) => T {
  const made = new Map<string, T>();
  return (locale, options) => {
    const key = `${locale}\u0000${JSON.stringify(options ?? {})}`;
    let made1 = made.get(key);
    if (!made1) {
      made1 = new Kind(locale, options);
      // Bounded: locales, currencies and zones are few; a flood of odd ones just stops caching.
      if (made.size < 500) made.set(key, made1);
    }
    return made1;
  };
}

export const dateTimeFormat = memo<Intl.DateTimeFormat, Intl.DateTimeFormatOptions>(Intl.DateTimeFormat);
export const numberFormat = memo<Intl.NumberFormat, Intl.NumberFormatOptions>(Intl.NumberFormat);
const displayNames = memo<Intl.DisplayNames, Intl.DisplayNamesOptions>(Intl.DisplayNames as unknown as Ctor<Intl.DisplayNames, Intl.DisplayNamesOptions>);
export const collator = memo<Intl.Collator, Intl.CollatorOptions>(Intl.Collator);

/** Money in the customer's locale, e.g. '£999.90' in en-GB, '999,90 £' in de-DE; '999.90 XYZ' for a currency Intl does not know. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A country code as the country's name in `locale` (the code itself when unknown). */
export function countryName(code: string, locale: string): string {
  try {
    return displayNames(locale, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
