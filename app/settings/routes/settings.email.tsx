import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { isStripped, withStripped } from '~/lib/stripped';
import { requestEmailChange } from '~/services/auth-service.server';
import { upstreamContext } from '~/services/http.server';
import { FormActions, SettingsLoadError } from '~/settings/components/FormBits';
import { FormLevelError, firstError, summaryErrors } from '~/ui/form-errors';
import { SentPanel } from '~/settings/components/SentPanel';
import { refusalFromUpstream } from '~/settings/refusal.server';
import { refusedResult, saveFormState, sentTo, takeFormState } from '~/lib/form-state.server';
import { seeOther } from '~/lib/see-other.server';
import { requireSettingsVariant } from '~/settings/guard.server';
import { leaveIfGone, loadCustomer } from '~/settings/load.server';
import { settingsPaths } from '~/settings/paths';
import { EMAIL_ERRORS, emailChangeSchema, emailIssueMessage } from '~/settings/schemas';
import settingsCss from '~/styles/settings.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Field } from '~/ui/Field';
import { readForm } from '~/lib/form.server';
import { loadErrorHandle } from '~/ui/load-error';

/**
 * /settings/email and /settings/b2b/email (one module; the URL tells the variant): request a
 * change of the sign-in e-mail address. The auth service mails a confirmation link to the new
 * address; the address changes only when that link is opened.
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: settingsCss }];
// The request's result has its own title ('Check your inbox'), as every result page has (docs/focus-policy.md).
export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  loaderData && 'sent' in loaderData && loaderData.sent
    ? titleMeta(matches, 'settings.email.sent.title')
    : titleMeta(matches, 'title.changeEmail', { error: Boolean(loaderData && 'refused' in loaderData && loaderData.refused) });

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('title.changeEmail', 'settings.loadError');

const FORM_ID = 'change-email';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSettingsVariant(request);
  const b2b = session.customer.b2b;
  const loaded = await loadCustomer(upstreamContext(request, session.accessToken));
  leaveIfGone(loaded.kind);
  const { state, clear } = await takeFormState(request, [FORM_ID, 'email-sent']);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  if (loaded.kind !== 'ok') return data({ kind: 'error' as const, b2b }, { status: 502, headers });
  return data(
    {
      kind: 'ok' as const,
      b2b,
      current: loaded.customer.email,
      sent: state?.form === 'email-sent' ? sentTo(state) : null,
      refused: state?.form === FORM_ID ? refusedResult(state) : null,
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireSettingsVariant(request);
  const url = new URL(request.url);
  const here = withStripped(settingsPaths(session.customer.b2b).email, isStripped(url.searchParams));
  const refuse = async (reply: Parameters<typeof saveFormState>[1]) => seeOther(request, here, { cookies: [await saveFormState(FORM_ID, reply)] });
  const submission = parseWithZod(await readForm(request), { schema: emailChangeSchema(session.customer.email) });
  if (submission.status !== 'success') return refuse(submission.reply());
  const email = submission.value.email;
  const ctx = upstreamContext(request, session.accessToken);
  try {
    // The confirmation link in the e-mail points at the origin the customer is using now.
    const outcome = await requestEmailChange(ctx, session.customer, email, url.origin);
    if (outcome === 'emailInUse') return refuse(submission.reply({ fieldErrors: { email: [EMAIL_ERRORS.inUse] } }));
    // Too many requests is not about the answer: a form-level error (the summary links back to the field).
    if (outcome === 'tooManyRequests') return refuse(submission.reply({ formErrors: [EMAIL_ERRORS.tooMany] }));
  } catch (error) {
    return refuse(submission.reply(refusalFromUpstream(error, ctx, 'the e-mail change request', emailIssueMessage, EMAIL_ERRORS.failed)));
  }
  return seeOther(request, here, { cookies: [await saveFormState('email-sent', { status: 'success' }, { key: 'sent', vars: { email } })] });
}

export default function ChangeEmailPage() {
  const emailPage = useLoaderData<typeof loader>();
  const t = useT();
  if (emailPage.kind !== 'ok') return <SettingsLoadError title="title.changeEmail" back={settingsPaths(emailPage.b2b).settings} />;
  const paths = settingsPaths(emailPage.b2b);
  if (emailPage.sent) {
    return (
      <div className="settings">
        <h1>{t('title.changeEmail')}</h1>
        <SentPanel email={emailPage.sent} current={emailPage.current} again={paths.email} back={paths.settings} />
      </div>
    );
  }
  return <ChangeEmailForm emailPage={emailPage} />;
}

type OkData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'ok' }>;

function ChangeEmailForm({ emailPage }: { emailPage: OkData }) {
  const t = useT();
  const [form, fields] = useForm<{ email: string }>({ id: FORM_ID, lastResult: emailPage.refused?.lastResult ?? null, shouldValidate: 'onSubmit' });
  const { key: _key, ...formProps } = getFormProps(form) as ReturnType<typeof getFormProps> & { key?: string };
  const field = fields.email;
  const summary = summaryErrors(t, form, [{ id: field.id, meta: field }], field.id);
  return (
    <div className="settings">
      <ErrorSummary key={emailPage.refused?.id ?? 'none'} errors={summary} />
      <h1>{t('title.changeEmail')}</h1>
      <p>{t('settings.email.current', { email: emailPage.current })}</p>
      <FormLevelError errors={form.errors} />
      <Form method="post" {...formProps} className="settings-form">
        <Field
          id={field.id}
          name={field.name}
          type="email"
          label={t('settings.email.newLabel')}
          hint={t('settings.email.hint')}
          autoComplete="email"
          spellCheck={false}
          defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
          error={firstError(t, field)}
        />
        <FormActions submit="settings.email.submit" cancelHref={settingsPaths(emailPage.b2b).settings} />
      </Form>
    </div>
  );
}
