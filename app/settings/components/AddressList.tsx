import { Link } from '~/ui/Link';
import { AddressLines } from '~/address/components/AddressLines';
import { postalLine } from '~/address/format';
import { useT } from '~/i18n/use-t';
import type { Address } from '~/services/addresses.server';
import { useStrippedHref } from '~/lib/stripped';

/** The customer's addresses (default first and marked in words), each with a 'Change' link. */
export function AddressList({ addresses, changeHref }: { addresses: Address[]; changeHref: (id: string) => string }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <ul className="settings-addresses">
      {addresses.map((a) => {
        return (
          <li key={a.id} className="settings-address">
            {a.isDefault ? <p className="settings-tag">{t('settings.addresses.default')}</p> : null}
            <AddressLines address={a} />
            <Link to={href(changeHref(a.id))} className="settings-change">
              {t('settings.change')}
              <span className="visually-hidden"> {t('settings.addresses.changeHidden', { address: postalLine(a) })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
