import { parseWithZod } from '@conform-to/zod/v4';
import { notFound } from '~/lib/not-found.server';
import { notFoundDetailFor } from '~/lib/not-found';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { log, logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { isStripped, withStripped } from '~/lib/stripped';
import { deliveryAddressFormSchema, toDeliveryAddressBody, type AddressField } from '~/orders/address-schema';
import { saveFormState, takeFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { AddressForm, useAddressForm, useSummaryErrors } from '~/orders/components/AddressForm';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { DeliverySection } from '~/orders/components/DeliverySection';
import { OrderProducts } from '~/orders/components/OrderProducts';
import { OrderProgress } from '~/orders/components/OrderProgress';
import { PriceSummary } from '~/orders/components/PriceSummary';
import { priceSummary } from '~/orders/progress';
import { CreatedFact, Fact, StatusFact } from '~/orders/components/OrderFacts';
import { loadOrderDetails, ORDER_CODE } from '~/orders/details.server';
import { useRootData } from '~/lib/root-data';
import { canChangeAddress } from '~/orders/status';
import { UpstreamError, upstreamContext } from '~/services/http.server';
import { changeDeliveryAddress } from '~/services/orders.server';
import { reorderDirect, safeShopUrl } from '~/services/reorder.server';
import ordersCss from '~/styles/orders.css?url';
import { readForm } from '~/lib/form.server';
import { loadErrorHandle } from '~/ui/load-error';
import { receiptHref } from '~/orders/receipts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ordersCss }];

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'title.orderDetails', { error: Boolean(loaderData && 'formError' in loaderData && loaderData.formError) });

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('title.orderDetails', 'orders.details.loadError');

const REQUEST_FAILED = 'orders.address.error.requestFailed';
/** The form-state name of an order's change-of-address form. */
const addressFormOf = (orderCode: string) => `orders/${orderCode}/address`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const code = params.orderCode ?? '';
  const url = new URL(request.url);
  const stripped = isStripped(url.searchParams);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const details = await loadOrderDetails(ctx, code, { receipts: !session.customer.b2b });
  if (details.kind === 'notFound') notFound({ message: 'orders.details.notFound', back: notFoundDetailFor('/orders').back });
  if (details.kind !== 'ok') return data({ ...details, stripped }, { status: 502, headers });

  const changeable = canChangeAddress(details.order);
  const { state, clear } = await takeFormState(request, addressFormOf(details.order.orderCode));
  if (clear) headers.append('Set-Cookie', clear);
  const result = state?.result ?? null;
  const editing = changeable && (url.searchParams.get('edit') === 'address' || result !== null);
  const a = details.order.deliveryAddress;
  const defaults: Partial<Record<AddressField, string>> = {
    name: a.name,
    street: a.street,
    houseNumber: a.houseNumber,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
    phone: a.phone ?? '',
  };
  return data(
    { ...details, stripped, changeable, editing, defaults, lastResult: editing ? result : null, formError: editing && result !== null },
    { headers },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const code = params.orderCode ?? '';
  if (!ORDER_CODE.test(code)) throw new Response('Order not found', { status: 404 });
  const formData = await readForm(request);
  const stripped = isStripped(new URL(request.url).searchParams);
  const here = withStripped(`/orders/${encodeURIComponent(code)}`, stripped);

  if (formData.get('intent') === 'reorder') {
    try {
      const shopUrl = safeShopUrl(await reorderDirect(ctx, code));
      if (shopUrl) return seeOther(request, shopUrl);
      log('error', 'reorder answered a shop URL that is not http(s)', { correlationId: ctx.correlationId });
    } catch (error) {
      logFailure('reorder failed', error, { correlationId: ctx.correlationId });
    }
    return redirectWithToast(request, here, { kind: 'error', key: 'orders.reorder.failed' });
  }

  // Change of delivery address: Editing → RequestInProgress (this request) → SuccessfulUpdate or RequestFailed.
  const editHref = withStripped(`/orders/${encodeURIComponent(code)}?edit=address`, stripped);
  const submission = parseWithZod(formData, { schema: deliveryAddressFormSchema });
  if (submission.status !== 'success') {
    return seeOther(request, editHref, { cookies: [await saveFormState(addressFormOf(code), submission.reply())] });
  }
  try {
    await changeDeliveryAddress(ctx, code, toDeliveryAddressBody(submission.value));
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) throw new Response('Order not found', { status: 404 });
    logFailure('delivery address change failed', error, { correlationId: ctx.correlationId });
    const failed = submission.reply({ formErrors: [REQUEST_FAILED] });
    return seeOther(request, editHref, { cookies: [await saveFormState(addressFormOf(code), failed)] });
  }
  return redirectWithToast(request, here, { kind: 'success', key: 'orders.address.updated' });
}

export default function OrderDetailsPage() {
  const orderPage = useLoaderData<typeof loader>();
  const t = useT();
  if (orderPage.kind !== 'ok') {
    return (
      <>
        <h1>{t('title.orderDetails')}</h1>
        <p className="order-error" role="alert">
          {t('orders.details.loadError')}
        </p>
        <p>
          <Link to={withStripped('/orders', orderPage.stripped)}>{t('orders.details.backToOrders')}</Link>
        </p>
      </>
    );
  }
  return <OrderDetailsOk orderPage={orderPage} />;
}

type OkData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'ok' }>;

function OrderDetailsOk({ orderPage }: { orderPage: OkData }) {
  const root = useRootData();
  const t = useT();
  const { order, stripped } = orderPage;
  const [form, fields] = useAddressForm(orderPage.lastResult as Parameters<typeof useAddressForm>[0], orderPage.defaults);
  const summary = useSummaryErrors(form, fields);
  const here = withStripped(`/orders/${encodeURIComponent(order.orderCode)}`, stripped);
  return (
    <>
      {orderPage.editing ? <ErrorSummary errors={summary} /> : null}
      <h1>{t('title.orderDetails')}</h1>
      <dl className="order-facts">
        <Fact term={t('orders.details.orderCode')}>{order.orderCode}</Fact>
        <CreatedFact created={order.created} />
        <StatusFact internal={order.internalStatus} />
        {/* The brand the customer knows, not the channel's internal name (decision 1950). */}
        <Fact term={t('orders.details.source')}>{t(order.source === 'Resnap' ? 'orders.details.sourceApp' : 'orders.details.sourceWeb', { brand: root?.brand.name ?? '' })}</Fact>
      </dl>
      <OrderProgress internal={order.internalStatus} />
      <OrderActions paymentUrl={order.paymentUrl ?? null} canReorder={orderPage.canReorder} />
      <OrderProducts
        products={order.products}
        vouchers={orderPage.vouchers}
        pdfHref={(code) => (orderPage.pdfProducts.includes(code) ? `/orders/${encodeURIComponent(order.orderCode)}/products/${encodeURIComponent(code)}/pdf` : null)}
      />
      <PriceSummary summary={priceSummary(order)} />
      {orderPage.receipt ? (
        <p className="order-receipt">
          <a href={receiptHref(order.orderCode)} download className="button button--secondary">
            {t('orders.receipt.download')}
          </a>
        </p>
      ) : null}
      <DeliverySection address={order.deliveryAddress} dates={orderPage.deliveryDates} dispatched={order.dispatched} tracking={order}>
        {orderPage.editing ? (
          <AddressForm form={form} fields={fields} cancelHref={here} />
        ) : orderPage.changeable ? (
          <p>
            <Link to={withStripped(`/orders/${encodeURIComponent(order.orderCode)}?edit=address`, stripped)} className="button button--secondary">
              {t('orders.address.change')}
            </Link>
          </p>
        ) : null}
      </DeliverySection>
      <p>
        <Link to={withStripped('/orders', stripped)}>{t('orders.details.backToOrders')}</Link>
      </p>
    </>
  );
}

/**
 * The spec's actions on the order as primary buttons: pay an order awaiting payment on the shop's
 * payment page the order service names (a link: the payment is the shop's, decision 2510), and
 * order again (a form: the reorder service puts a copy in the basket, decision 0104).
 */
function OrderActions({ paymentUrl, canReorder }: { paymentUrl: string | null; canReorder: boolean }) {
  const t = useT();
  if (!paymentUrl && !canReorder) return null;
  return (
    <div className="order-actions">
      {paymentUrl ? (
        <a className="button" href={paymentUrl}>
          {t('orders.pay.button')}
        </a>
      ) : null}
      {canReorder ? (
        <Form method="post" className="order-reorder">
          <input type="hidden" name="intent" value="reorder" />
          <button type="submit" className="button">
            {t('orders.reorder.button')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
