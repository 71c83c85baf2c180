import { useLocale } from '~/i18n/use-t';
import { countryName } from '~/lib/intl';
import type { Address } from '~/services/addresses.server';

export type AddressView = Pick<Address, 'id' | 'firstName' | 'lastName' | 'companyName' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'country' | 'phone' | 'isDefault'>;

/** 'Baker Street 221B, London': how an address is named in links and headings. */
export function addressLabel(a: Pick<Address, 'street' | 'houseNumber' | 'city'>): string {
  return `${a.street} ${a.houseNumber}, ${a.city}`;
}

/** An address as lines (name, company, street, postal code and city, country, phone). */
export function AddressLines({ address: a }: { address: AddressView }) {
  const locale = useLocale();
  return (
    <address className="address-lines">
      {a.firstName} {a.lastName}
      <br />
      {a.companyName ? (
        <>
          {a.companyName}
          <br />
        </>
      ) : null}
      {a.street} {a.houseNumber}
      <br />
      {a.postalCode} {a.city}
      <br />
      {countryName(a.country, locale)}
      {a.phone ? (
        <>
          <br />
          {a.phone}
        </>
      ) : null}
    </address>
  );
}
