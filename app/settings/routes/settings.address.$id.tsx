import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { addressFormOf, notFound, returnToOf, submitAddress, submitDelete } from '~/settings/address-actions.server';
import { AddressForm, useSummary } from '~/address/components/AddressForm';
import { AddressLines, type AddressView } from '~/address/components/AddressLines';
import { SubmitButton, preventDoubleSubmit, usePending } from '~/ui/SubmitButton';
import { answersAndErrors, takeFormState } from '~/lib/form-state.server';
import { useT } from '~/i18n/use-t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { getAddress } from '~/services/addresses.server';
import { isUnauthorized, upstreamContext } from '~/services/http.server';
import { requireSettingsVariant } from '~/settings/guard.server';
import { settingsPaths } from '~/settings/paths';
import addressesCss from '~/styles/addresses.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { readForm } from '~/lib/form.server';
import { loadErrorHandle } from '~/ui/load-error';
import { keepFailureLocal, useLocalFailure } from '~/lib/local-failure';
import { useSaveFailure } from '~/settings/save-failure';

// /settings/address/:id and /settings/b2b/address/:id (route ids 'settings/routes/settings.address.$id' and
// 'settings/routes/settings.b2b.address.$id'): change an address; `?delete=confirm` asks before deleting it.
// Another account's address, or an unknown id: 404.

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: addressesCss }];

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => {
  if (!loaderData) return titleMeta(matches, 'ui.notFound.title');
  if (loaderData.kind === 'ok' && loaderData.confirmDelete) return titleMeta(matches, 'addresses.delete.title');
  return titleMeta(matches, 'title.deliveryAddress', { error: loaderData.kind === 'ok' && Object.keys(loaderData.errors).length > 0 });
};

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('title.deliveryAddress', 'addresses.loadError');

/** Ids are the platform's; anything that could not be one is not looked up at all. */
const ADDRESS_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireSettingsVariant(request);
  const id = params.id ?? '';
  if (!ADDRESS_ID.test(id)) throw notFound();
  const b2b = session.customer.b2b;
  const paths = settingsPaths(b2b);
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get('from'));
  const backHref = returnTo === 'list' ? paths.allAddresses : paths.settings;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const ctx = upstreamContext(request, session.accessToken);
  let address;
  try {
    address = await getAddress(ctx, id);
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    logFailure('address could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ kind: 'loadError' as const, backHref }, { status: 502, headers });
  }
  if (!address) throw notFound();
  const { state, clear } = await takeFormState(request, addressFormOf(id));
  const refused = state ? answersAndErrors(state) : null;
  if (clear) headers.append('Set-Cookie', clear);
  const view: AddressView = { ...address };
  const values: Record<string, string> = refused?.values ?? {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName ?? '',
    street: address.street,
    houseNumber: address.houseNumber,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
    phone: address.phone ?? '',
  };
  const self = `${paths.address(id)}${returnTo === 'list' ? '?from=list' : ''}`;
  return data(
    {
      kind: 'ok' as const,
      b2b,
      address: view,
      values,
      errors: refused?.errors ?? {},
      formKey: state?.id ?? '',
      confirmDelete: url.searchParams.get('delete') === 'confirm',
      returnTo,
      backHref,
      selfHref: self,
      deleteHref: `${paths.address(id)}?delete=confirm${returnTo === 'list' ? '&from=list' : ''}`,
    },
    { headers },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireSettingsVariant(request);
  const id = params.id ?? '';
  if (!ADDRESS_ID.test(id)) throw notFound();
  const formData = await readForm(request);
  if (formData.get('intent') === 'delete') return submitDelete(request, session, id, formData);
  return submitAddress(request, session, id, formData);
}

/** With JavaScript, a save or delete that fails on the way stays on the page with the spec's message (decision 1920). */
export const clientAction = keepFailureLocal({});

type Ok = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'ok' }>;

export default function ChangeAddressPage() {
  const addressPage = useLoaderData<typeof loader>();
  const t = useT();
  if (addressPage.kind === 'loadError') {
    return (
      <div className="address-page">
        <h1>{t('addresses.change.title')}</h1>
        <p className="banner banner--error" role="alert">
          {t('addresses.loadError')}
        </p>
        <p>
          <Link to={addressPage.backHref}>{t('addresses.back')}</Link>
        </p>
      </div>
    );
  }
  return addressPage.confirmDelete ? <ConfirmDelete addressPage={addressPage} /> : <ChangeAddress addressPage={addressPage} />;
}

function ChangeAddress({ addressPage }: { addressPage: Ok }) {
  const t = useT();
  const errors = useSaveFailure(addressPage.errors);
  const summary = useSummary(errors, addressPage.b2b);
  return (
    <div className="address-page">
      <ErrorSummary errors={summary} />
      <p className="caption">{t('menu.settings')}</p>
      <h1>{t('addresses.change.title')}</h1>
      <AddressForm
        key={addressPage.formKey}
        b2b={addressPage.b2b}
        values={addressPage.values}
        errors={errors}
        isDefaultAddress={addressPage.address.isDefault}
        submitLabel={t('addresses.change.submit')}
        pendingLabel={t('addresses.saving')}
        returnTo={addressPage.returnTo}
        cancelHref={addressPage.backHref}
      />
      <section className="address-delete" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t('addresses.delete.heading')}</h2>
        <p>{t(addressPage.address.isDefault ? 'addresses.delete.hintDefault' : 'addresses.delete.hint')}</p>
        <Link className="button button--secondary" to={addressPage.deleteHref}>
          {t('addresses.delete.link')}
        </Link>
      </section>
    </div>
  );
}

function ConfirmDelete({ addressPage }: { addressPage: Ok }) {
  const t = useT();
  const pending = usePending('delete');
  const failed = useLocalFailure();
  return (
    <div className="address-page">
      <p className="caption">{t('menu.settings')}</p>
      <h1>{t('addresses.delete.title')}</h1>
      {failed ? (
        <p className="banner banner--error" role="alert">
          {t('addresses.toast.deleteFailed')}
        </p>
      ) : null}
      <div className="address-card address-card--single">
        <AddressLines address={addressPage.address} />
      </div>
      {addressPage.address.isDefault ? <p>{t('addresses.delete.defaultNote')}</p> : null}
      <Form method="post" className="form-actions" onSubmit={preventDoubleSubmit(pending)}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="returnTo" value={addressPage.returnTo} />
        <SubmitButton intent="delete" danger label={t('addresses.delete.confirm')} pendingLabel={t('addresses.deleting')} />
        <Link className="button button--secondary" to={addressPage.returnTo === 'list' ? addressPage.backHref : addressPage.selfHref}>
          {t('addresses.delete.cancel')}
        </Link>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="addresses.notFound" />;
}
