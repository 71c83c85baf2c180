import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireB2b } from '~/auth/guard.server';
import { Field } from '~/ui/Field';
import { RadiosField } from '~/ui/choice-fields';
import { SubmitButton, preventDoubleSubmit, usePending } from '~/ui/SubmitButton';
import { answersAndErrors, replyWith, saveFormState, takeFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { brandFor } from '~/i18n/i18next.server';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { FtpInstructions } from '~/integration/FtpInstructions';
import { ftpHostFor } from '~/integration/ftp';
import { saveIntegration } from '~/integration/save.server';
import { INTEGRATION_FIELDS, integrationFormSchema } from '~/integration/schema';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { getIntegration, type Integration } from '~/services/account-settings.server';
import { isUnauthorized, upstreamContext } from '~/services/http.server';
import addressesCss from '~/styles/addresses.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { readForm } from '~/lib/form.server';
import { loadErrorHandle } from '~/ui/load-error';

// /integration (business customers only; others go to '/'): FTP instructions and the order
// status callback (callbackUrl, callbackFormat) of the customer API.

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: addressesCss }];

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'integration.title', { error: Boolean(loaderData && Object.keys(loaderData.errors).length > 0) });

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('integration.title', 'addresses.loadError');

const PATH = '/integration';
const FORM = 'integration';
const FIELD_IDS: Record<string, string> = { callbackUrl: 'callback-url', callbackFormat: 'callback-format', form: 'callback-form-error' };

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireB2b(request);
  const ctx = upstreamContext(request, session.accessToken);
  let current: Integration | null = null;
  try {
    current = await getIntegration(ctx);
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    logFailure('integration settings could not be loaded', error, { correlationId: ctx.correlationId });
  }
  const { state, clear } = await takeFormState(request, FORM);
  const refused = state ? answersAndErrors(state) : null;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data(
    {
      ftp: { host: ftpHostFor(brandFor(request).host), username: session.customer.email },
      loadError: current === null,
      saved: current?.callbackUrl ? { callbackUrl: current.callbackUrl, callbackFormat: current.callbackFormat } : null,
      values: refused?.values ?? { callbackUrl: current?.callbackUrl ?? '', callbackFormat: current?.callbackFormat ?? '' },
      errors: refused?.errors ?? {},
      formKey: state?.id ?? '',
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireB2b(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: integrationFormSchema });
  if (submission.status !== 'success') return seeOther(request, PATH, { cookies: [await saveFormState(FORM, submission.reply())] });
  const errors = await saveIntegration(upstreamContext(request, session.accessToken), submission.value);
  if (errors) return seeOther(request, PATH, { cookies: [await saveFormState(FORM, replyWith(submission, errors))] });
  return redirectWithToast(request, PATH, { kind: 'success', key: 'integration.toast.saved' });
}

export default function IntegrationPage() {
  const integration = useLoaderData<typeof loader>();
  const t = useT();
  const message = (field: string) => (integration.errors[field] ? t(integration.errors[field] as TKey) : undefined);
  const summary = (['form', ...INTEGRATION_FIELDS] as const).filter((f) => integration.errors[f]).map((f) => ({ field: FIELD_IDS[f]!, message: message(f)! }));
  const pending = usePending('callback');
  return (
    <div className="integration-page">
      <ErrorSummary errors={summary} />
      <h1>{t('integration.title')}</h1>
      <p className="lead">{t('integration.intro')}</p>
      <FtpInstructions host={integration.ftp.host} username={integration.ftp.username} />
      <section className="integration-section" aria-labelledby="callback-heading">
        <h2 id="callback-heading">{t('integration.callback.heading')}</h2>
        <p>{t('integration.callback.intro')}</p>
        {integration.loadError ? (
          <p className="banner banner--error" role="alert">
            {t('addresses.loadError')}
          </p>
        ) : integration.saved ? (
          <p>{t('integration.callback.current', { url: integration.saved.callbackUrl, format: (integration.saved.callbackFormat ?? '').toUpperCase() })}</p>
        ) : (
          <p>{t('integration.callback.notSet')}</p>
        )}
        <Form key={integration.formKey} method="post" noValidate className="callback-form" onSubmit={preventDoubleSubmit(pending)}>
          {integration.errors.form ? (
            <p id={FIELD_IDS.form} className="form-error" tabIndex={-1}>
              <span className="visually-hidden">{t('ui.error.prefix')} </span>
              {message('form')}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="callback" />
          <Field
            id={FIELD_IDS.callbackUrl!}
            name="callbackUrl"
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            label={t('integration.field.callbackUrl')}
            hint={t('integration.hint.callbackUrl')}
            defaultValue={integration.values.callbackUrl}
            error={message('callbackUrl')}
          />
          <RadiosField
            id={FIELD_IDS.callbackFormat!}
            name="callbackFormat"
            legend={t('integration.field.callbackFormat')}
            options={[
              { value: 'json', label: t('integration.format.json') },
              { value: 'xml', label: t('integration.format.xml') },
            ]}
            defaultValue={integration.values.callbackFormat}
            error={message('callbackFormat')}
          />
          <div className="form-actions">
            <SubmitButton intent="callback" label={t('integration.submit')} pendingLabel={t('addresses.saving')} />
          </div>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="addresses.notFound" />;
}
