import { useMemo } from 'react';
import { useLocale } from '~/i18n/use-t';
import { collator, countryName } from '~/lib/intl';
import { STOREFRONT_COUNTRIES, type Country } from './rules';

/** The 13 storefront countries for an address form's select: by name in the page's language (decision 0512). */
export function useCountryOptions(): { code: Country; name: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    const order = collator(locale);
    return STOREFRONT_COUNTRIES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => order.compare(a.name, b.name));
  }, [locale]);
}
