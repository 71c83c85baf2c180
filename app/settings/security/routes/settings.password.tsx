import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { isStripped, withStripped } from '~/lib/stripped';
import { refusedReply, refusedResult, saveFormState, sentTo, takeFormState } from '~/lib/form-state.server';
import { seeOther } from '~/lib/see-other.server';
import { readForm } from '~/lib/form.server';
import { logFailure } from '~/lib/log.server';
import { notFound } from '~/lib/not-found.server';
import { changePassword, securityFeatures, type SecurityFeatures } from '~/services/account-security.server';
import { isUnauthorized, upstreamContext } from '~/services/http.server';
import { FormActions, SettingsLoadError } from '~/settings/components/FormBits';
import { settingsPaths } from '~/settings/paths';
import { BackToSettings } from '~/settings/security/SecuritySection';
import { PASSWORD_PATH, passwordChangeSchema, passwordIssueKey } from '~/settings/security/schemas';
import settingsCss from '~/styles/settings.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Field } from '~/ui/Field';
import { FormLevelError, firstError, summaryErrors } from '~/ui/form-errors';
import { loadErrorHandle } from '~/ui/load-error';

/**
 * /settings/password: the current password and a new one (sign-up's rules, checked by the auth
 * service). A refused form keeps nothing of either password. On success every other sign-in of
 * the customer ends, this one stays, a notice goes to the sign-in address, and the page says so.
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: settingsCss }];
export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  titleMeta(matches, page && 'changed' in page && page.changed ? 'security.password.changed.title' : 'security.password.title', {
    error: Boolean(page && 'refused' in page && page.refused),
  });

const FORM_ID = 'change-password';
const DONE = 'password-changed';

export const handle = loadErrorHandle('security.password.title', 'settings.loadError');

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const b2b = session.customer.b2b;
  const ctx = upstreamContext(request, session.accessToken);
  let features: SecurityFeatures;
  try {
    features = await securityFeatures(ctx, session.customer);
  } catch (error) {
    // A service that fails now: the settings' load error with its way back, not a missing page.
    if (isUnauthorized(error)) throw error;
    logFailure('password change could not be offered', error, { correlationId: ctx.correlationId });
    return data({ kind: 'error' as const, b2b }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  // Where the service has no password change (or this identity's password is kept elsewhere), no page either.
  if (!features.passwordChange) notFound();
  const { state, clear } = await takeFormState(request, [FORM_ID, DONE]);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data(
    {
      kind: 'ok' as const,
      b2b,
      changed: state?.form === DONE ? sentTo(state) : null,
      refused: state?.form === FORM_ID ? refusedResult(state) : null,
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const url = new URL(request.url);
  const here = withStripped(PASSWORD_PATH, isStripped(url.searchParams));
  // No answer is kept: a refused form comes back with both password fields empty.
  const refuse = async (errors: Record<string, string>) => seeOther(request, here, { cookies: [await saveFormState(FORM_ID, refusedReply({}, errors))] });
  const submission = parseWithZod(await readForm(request), { schema: passwordChangeSchema });
  if (submission.status !== 'success') {
    const errors = Object.fromEntries(Object.entries(submission.error ?? {}).flatMap(([k, v]) => (v?.[0] ? [[k || 'form', v[0]]] : [])));
    return refuse(errors);
  }
  const ctx = upstreamContext(request, session.accessToken);
  try {
    const outcome = await changePassword(ctx, session.customer, { ...submission.value, channel: url.origin });
    if (outcome.kind === 'unavailable') notFound();
    if (outcome.kind === 'tooManyRequests') return refuse({ currentPassword: 'security.password.error.tooMany' });
    if (outcome.kind === 'refused') {
      const errors: Record<string, string> = {};
      for (const { field, code } of outcome.issues) errors[field] ??= passwordIssueKey(field, code);
      return refuse(Object.keys(errors).length ? errors : { form: 'security.password.error.failed' });
    }
  } catch (error) {
    if (isUnauthorized(error) || error instanceof Response) throw error;
    logFailure('password change failed', error, { correlationId: ctx.correlationId });
    return refuse({ form: 'security.password.error.failed' });
  }
  return seeOther(request, here, { cookies: [await saveFormState(DONE, { status: 'success' }, { key: 'sent', vars: { email: session.customer.email } })] });
}

export default function PasswordPage() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  if (page.kind !== 'ok') return <SettingsLoadError title="security.password.title" back={settingsPaths(page.b2b).settings} />;
  if (page.changed) {
    return (
      <div className="settings">
        <h1>{t('security.password.changed.title')}</h1>
        <div className="settings-panel" role="status">
          <p>{t('security.password.changed.text', { email: page.changed })}</p>
        </div>
        <BackToSettings b2b={page.b2b} />
      </div>
    );
  }
  return <PasswordForm refused={page.refused} back={settingsPaths(page.b2b).settings} />;
}

function PasswordForm({ refused, back }: { refused: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'ok' }>['refused']; back: string }) {
  const t = useT();
  const [form, fields] = useForm<{ currentPassword: string; newPassword: string }>({ id: FORM_ID, lastResult: refused?.lastResult ?? null, shouldValidate: 'onSubmit' });
  const { key: _key, ...formProps } = getFormProps(form) as ReturnType<typeof getFormProps> & { key?: string };
  const { currentPassword: current, newPassword: fresh } = fields;
  const summary = summaryErrors(t, form, [current, fresh].map((meta) => ({ id: meta.id, meta })), current.id);
  return (
    <div className="settings">
      <ErrorSummary key={refused?.id ?? 'none'} errors={summary} />
      <h1>{t('security.password.title')}</h1>
      <p>{t('security.password.lead')}</p>
      <FormLevelError errors={form.errors} />
      {/* A new form after each refusal: with scripts too, no password typed stays in a field. */}
      <Form key={refused?.id ?? 'none'} method="post" {...formProps} className="settings-form">
        <Field id={current.id} name={current.name} type="password" label={t('security.password.current')} autoComplete="current-password" spellCheck={false} error={firstError(t, current)} />
        <Field
          id={fresh.id}
          name={fresh.name}
          type="password"
          label={t('security.password.new')}
          hint={t('security.password.newHint')}
          autoComplete="new-password"
          spellCheck={false}
          error={firstError(t, fresh)}
        />
        <FormActions submit="security.password.submit" cancelHref={back} />
      </Form>
    </div>
  );
}
