import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { addressFormOf, returnToOf, submitAddress } from '~/settings/address-actions.server';
import { AddressForm, useSummary } from '~/address/components/AddressForm';
import { answersAndErrors, takeFormState } from '~/lib/form-state.server';
import { isCountry } from '~/address/rules';
import { brandFor } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { requireSettingsVariant } from '~/settings/guard.server';
import { settingsPaths } from '~/settings/paths';
import addressesCss from '~/styles/addresses.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { readForm } from '~/lib/form.server';
import { loadErrorHandle } from '~/ui/load-error';
import { keepFailureLocal } from '~/lib/local-failure';
import { useSaveFailure } from '~/settings/save-failure';

// /settings/new-address and /settings/b2b/new-address (route ids 'settings/routes/settings.new-address'
// and 'settings/routes/settings.b2b.new-address'): a business customer is sent to the b2b URL, a normal
// customer opening the b2b URL goes to '/'.

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: addressesCss }];

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'title.deliveryAddress', { error: Boolean(loaderData && Object.keys(loaderData.errors).length > 0) });

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('title.deliveryAddress', 'addresses.loadError');

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSettingsVariant(request);
  const b2b = session.customer.b2b;
  const { state, clear } = await takeFormState(request, addressFormOf(null));
  const refused = state ? answersAndErrors(state) : null;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  const storefront = brandFor(request).country;
  const returnTo = returnToOf(new URL(request.url).searchParams.get('from'));
  const paths = settingsPaths(b2b);
  return data(
    {
      b2b,
      values: refused?.values ?? { country: isCountry(storefront) ? storefront : 'GB' },
      errors: refused?.errors ?? {},
      formKey: state?.id ?? '',
      returnTo,
      cancelHref: returnTo === 'list' ? paths.allAddresses : paths.settings,
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireSettingsVariant(request);
  return submitAddress(request, session, null, await readForm(request));
}

/** With JavaScript, a save that fails on the way keeps the form and its answers (decision 1920). */
export const clientAction = keepFailureLocal({});

export default function NewAddressPage() {
  const newAddress = useLoaderData<typeof loader>();
  const t = useT();
  const errors = useSaveFailure(newAddress.errors);
  const summary = useSummary(errors, newAddress.b2b);
  return (
    <div className="address-page">
      <ErrorSummary errors={summary} />
      <p className="caption">{t('menu.settings')}</p>
      <h1>{t('addresses.new.title')}</h1>
      <p>{t(newAddress.b2b ? 'addresses.new.introB2b' : 'addresses.new.intro')}</p>
      <AddressForm
        key={newAddress.formKey}
        b2b={newAddress.b2b}
        values={newAddress.values}
        errors={errors}
        isDefaultAddress={false}
        submitLabel={t('addresses.new.submit')}
        pendingLabel={t('addresses.saving')}
        returnTo={newAddress.returnTo}
        cancelHref={newAddress.cancelHref}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="addresses.notFound" />;
}
