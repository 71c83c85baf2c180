import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireCustomer } from '~/auth/session.server';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { isStripped, withStripped } from '~/lib/stripped';
import { getPaymentMethod, setPaymentMethod } from '~/services/account-settings.server';
import { isUnauthorized, upstreamContext } from '~/services/http.server';
import { FormActions, SettingsLoadError } from '~/settings/components/FormBits';
import { FormLevelError, summaryErrors } from '~/ui/form-errors';
import { refusalFromUpstream } from '~/settings/refusal.server';
import { refusedResult, saveFormState, takeFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { settingsPaths } from '~/settings/paths';
import { paymentIssueMessage, paymentMethodSchema, paymentMethodsFor } from '~/settings/schemas';
import settingsCss from '~/styles/settings.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { readForm } from '~/lib/form.server';
import { loadErrorHandle } from '~/ui/load-error';

/** /settings/payment-method: card or PayPal, and invoice for business customers only. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: settingsCss }];
export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'title.paymentMethod', { error: Boolean(loaderData && 'refused' in loaderData && loaderData.refused) });

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('title.paymentMethod', 'settings.loadError');

const FORM_ID = 'payment-method';
const PATH = '/settings/payment-method';

const HINTS: Partial<Record<string, TKey>> = { invoice: 'settings.payment.hint.invoice' };

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const b2b = session.customer.b2b;
  const ctx = upstreamContext(request, session.accessToken);
  const { state, clear } = await takeFormState(request, FORM_ID);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  try {
    const current = await getPaymentMethod(ctx);
    return data({ kind: 'ok' as const, b2b, current, methods: [...paymentMethodsFor(b2b)], refused: refusedResult(state) }, { headers });
  } catch (error) {
    // A refused token or a deleted account: the account layout's loader sends the customer on.
    if (!isUnauthorized(error)) logFailure('payment method could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ kind: 'error' as const, b2b }, { status: 502, headers });
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const b2b = session.customer.b2b;
  const stripped = isStripped(new URL(request.url).searchParams);
  const here = withStripped(PATH, stripped);
  // 'invoice' from a normal customer is refused here (it is not one of their choices) and again by the platform.
  const submission = parseWithZod(await readForm(request), { schema: paymentMethodSchema(b2b) });
  if (submission.status !== 'success') {
    return seeOther(request, here, { cookies: [await saveFormState(FORM_ID, submission.reply())] });
  }
  const ctx = upstreamContext(request, session.accessToken);
  try {
    await setPaymentMethod(ctx, submission.value.paymentMethod);
  } catch (error) {
    const reply = submission.reply(refusalFromUpstream(error, ctx, 'saving the payment method', paymentIssueMessage, 'settings.payment.error.failed'));
    return seeOther(request, here, { cookies: [await saveFormState(FORM_ID, reply)] });
  }
  return redirectWithToast(request, withStripped(settingsPaths(b2b).settings, stripped), { kind: 'success', key: 'settings.payment.saved' });
}

export default function PaymentMethodPage() {
  const paymentPage = useLoaderData<typeof loader>();
  if (paymentPage.kind !== 'ok') return <SettingsLoadError title="title.paymentMethod" back={settingsPaths(paymentPage.b2b).settings} />;
  return <PaymentMethodForm paymentPage={paymentPage} />;
}

type OkData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'ok' }>;

function PaymentMethodForm({ paymentPage }: { paymentPage: OkData }) {
  const t = useT();
  const [form, fields] = useForm<{ paymentMethod: string }>({
    id: FORM_ID,
    lastResult: paymentPage.refused?.lastResult ?? null,
    defaultValue: { paymentMethod: paymentPage.current ?? '' },
    shouldValidate: 'onSubmit',
  });
  const { key: _key, ...formProps } = getFormProps(form) as ReturnType<typeof getFormProps> & { key?: string };
  const field = fields.paymentMethod;
  // The first radio carries the field's id, so the error summary's link lands on it (GOV.UK).
  const radioId = (i: number) => (i === 0 ? field.id : `${field.id}-${paymentPage.methods[i]}`);
  const summary = summaryErrors(t, form, [{ id: field.id, meta: field }], field.id);
  const error = field.errors?.[0];
  const checked = typeof field.initialValue === 'string' ? field.initialValue : '';
  const back = settingsPaths(paymentPage.b2b).settings;
  return (
    <div className="settings">
      <ErrorSummary key={paymentPage.refused?.id ?? 'none'} errors={summary} />
      <Form method="post" {...formProps} className="settings-form">
        <fieldset className={`settings-fieldset${error ? ' field--error' : ''}`} aria-describedby={error ? field.errorId : undefined}>
          <legend className="settings-fieldset__legend">
            <h1>{t('title.paymentMethod')}</h1>
          </legend>
          <FormLevelError errors={form.errors} />
          {error ? (
            <p id={field.errorId} className="field__error">
              <span className="visually-hidden">{t('ui.error.prefix')} </span>
              {t(error as TKey)}
            </p>
          ) : null}
          <div className="settings-radios">
            {paymentPage.methods.map((method, i) => {
              const hint = HINTS[method];
              const hintId = hint ? `${radioId(i)}-hint` : undefined;
              return (
                <div key={method} className="settings-radio">
                  <input type="radio" id={radioId(i)} name={field.name} value={method} defaultChecked={checked === method} aria-describedby={hintId} />
                  <label htmlFor={radioId(i)}>{t(`settings.payment.method.${method}` as TKey)}</label>
                  {hint ? (
                    <p id={hintId} className="settings-radio__hint">
                      {t(hint)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
        <FormActions submit="settings.payment.save" cancelHref={back} />
      </Form>
    </div>
  );
}
