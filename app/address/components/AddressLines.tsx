import { Fragment, type ReactNode } from 'react';
import { postalLines, type PostalParts } from '~/address/format';
import { useLocale } from '~/i18n/use-t';
import { countryName } from '~/lib/intl';
import type { Address } from '~/services/addresses.server';

export { addressLabel } from '~/address/format';

export type AddressView = Pick<Address, 'id' | 'firstName' | 'lastName' | 'companyName' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'country' | 'phone' | 'isDefault'>;

/**
 * An `<address>` as lines: `before` (name, company, pickup point: the lines above the street),
 * the street and town in the country's order (app/address/format.ts), the country, the phone.
 */
export function PostalAddress({ before, address: a, phone, className }: { before: ReactNode[]; address: PostalParts; phone?: string | null; className: string }) {
  const locale = useLocale();
  const lines = [...before.filter((l) => l !== null && l !== undefined && l !== ''), ...postalLines(a), countryName(a.country, locale), phone || null].filter(
    (l) => l !== null,
  );
  return (
    <address className={className}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/** An address as lines (name, company, street, postal code and city, country, phone). */
export function AddressLines({ address: a }: { address: AddressView }) {
  return <PostalAddress className="address-lines" before={[`${a.firstName} ${a.lastName}`, a.companyName]} address={a} phone={a.phone} />;
}
