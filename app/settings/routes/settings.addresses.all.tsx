import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { AddressLines, addressLabel, type AddressView } from '~/address/components/AddressLines';
import { MAX_ADDRESSES } from '~/address/rules';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { listAddresses } from '~/services/addresses.server';
import { isUnauthorized, upstreamContext } from '~/services/http.server';
import { defaultFirst, settingsPaths } from '~/settings/paths';
import addressesCss from '~/styles/addresses.css?url';
import { loadErrorHandle } from '~/ui/load-error';
import { EmptyState } from '~/ui/EmptyState';

// /settings/addresses/all: every address (default first), each with change and delete links
// to the customer's variant of the address pages, and 'Add address'.

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: addressesCss }];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'addresses.all.title');

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('addresses.all.title', 'addresses.loadError');

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const b2b = session.customer.b2b;
  const paths = settingsPaths(b2b);
  const headers = { 'Cache-Control': 'no-store' };
  const ctx = upstreamContext(request, session.accessToken);
  const links = {
    settings: paths.settings,
    newAddress: `${paths.newAddress}?from=list`,
  };
  try {
    const addresses = defaultFirst(await listAddresses(ctx)).map((a): AddressView & { changeHref: string; deleteHref: string } => ({
      ...a,
      changeHref: `${paths.address(a.id)}?from=list`,
      deleteHref: `${paths.address(a.id)}?delete=confirm&from=list`,
    }));
    return data({ kind: 'ok' as const, addresses, links }, { headers });
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    logFailure('addresses could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ kind: 'loadError' as const, links }, { status: 502, headers });
  }
}

export default function AllAddressesPage() {
  const addressList = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="address-page">
      <p className="caption">{t('menu.settings')}</p>
      <h1>{t('addresses.all.title')}</h1>
      {addressList.kind === 'loadError' ? (
        <p className="banner banner--error" role="alert">
          {t('addresses.loadError')}
        </p>
      ) : (
        <>
          {addressList.addresses.length >= MAX_ADDRESSES ? (
            <p className="banner">{t('addresses.all.full', { max: MAX_ADDRESSES })}</p>
          ) : (
            <p>
              <Link className="button" to={addressList.links.newAddress}>
                {t('addresses.all.add')}
              </Link>
            </p>
          )}
          {addressList.addresses.length === 0 ? (
            <EmptyState drawing="documents" className="address-empty">
              {t('addresses.all.empty')}
            </EmptyState>
          ) : (
            <ul className="address-list">
              {addressList.addresses.map((a) => (
                <li key={a.id} className="address-card">
                  <h2 className="address-card__title">
                    {addressLabel(a)}
                    {a.isDefault ? (
                      <>
                        {' '}
                        <span className="tag">{t('addresses.default')}</span>
                      </>
                    ) : null}
                  </h2>
                  <AddressLines address={a} />
                  <p className="address-card__actions">
                    <Link to={a.changeHref}>
                      {t('addresses.all.change')}
                      <span className="visually-hidden"> {addressLabel(a)}</span>
                    </Link>
                    <Link to={a.deleteHref} className="link--danger">
                      {t('addresses.all.delete')}
                      <span className="visually-hidden"> {addressLabel(a)}</span>
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p>
        <Link to={addressList.links.settings}>{t('addresses.back')}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="addresses.notFound" />;
}
