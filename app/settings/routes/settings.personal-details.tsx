import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { isStripped, withStripped } from '~/lib/stripped';
import { updateMe } from '~/services/account-settings.server';
import { upstreamContext } from '~/services/http.server';
import { FormActions, SettingsLoadError } from '~/settings/components/FormBits';
import { FormLevelError, firstError, summaryErrors } from '~/ui/form-errors';
import { refusalFromUpstream } from '~/settings/refusal.server';
import { refusedResult, saveFormState, takeFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { leaveIfGone, loadCustomer } from '~/settings/load.server';
import { settingsPaths } from '~/settings/paths';
import { personalDetailsSchema, personalIssueMessage } from '~/settings/schemas';
import settingsCss from '~/styles/settings.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Field } from '~/ui/Field';
import { readForm } from '~/lib/form.server';
import { loadErrorHandle } from '~/ui/load-error';
import { keepFailureLocal, useLocalFailure } from '~/lib/local-failure';

/** /settings/personal-details: name and phone; company name and VAT number for business customers. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: settingsCss }];
export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'title.personalDetails', { error: Boolean(loaderData && 'refused' in loaderData && loaderData.refused) });

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('title.personalDetails', 'settings.loadError');

const FORM_ID = 'personal-details';
const PATH = '/settings/personal-details';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const b2b = session.customer.b2b;
  const loaded = await loadCustomer(upstreamContext(request, session.accessToken));
  leaveIfGone(loaded.kind);
  const { state, clear } = await takeFormState(request, FORM_ID);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  if (loaded.kind !== 'ok') return data({ kind: 'error' as const, b2b }, { status: 502, headers });
  const c = loaded.customer;
  return data(
    {
      kind: 'ok' as const,
      b2b,
      defaults: {
        firstName: c.firstName ?? '',
        lastName: c.lastName ?? '',
        phone: c.phone ?? '',
        ...(b2b ? { companyName: c.companyName ?? '', vatNumber: c.vatNumber ?? '' } : {}),
      },
      refused: refusedResult(state),
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const b2b = session.customer.b2b;
  const stripped = isStripped(new URL(request.url).searchParams);
  const here = withStripped(PATH, stripped);
  const submission = parseWithZod(await readForm(request), { schema: personalDetailsSchema(b2b) });
  if (submission.status !== 'success') {
    return seeOther(request, here, { cookies: [await saveFormState(FORM_ID, submission.reply())] });
  }
  const v = submission.value as { firstName: string; lastName: string; phone?: string; companyName?: string; vatNumber?: string };
  const ctx = upstreamContext(request, session.accessToken);
  try {
    await updateMe(ctx, {
      firstName: v.firstName,
      lastName: v.lastName,
      phone: v.phone ?? null,
      // Absent fields stay as they are: only business customers give company details.
      ...(b2b ? { companyName: v.companyName ?? null, vatNumber: v.vatNumber ?? null } : {}),
    });
  } catch (error) {
    const reply = submission.reply(refusalFromUpstream(error, ctx, 'saving personal details', personalIssueMessage, 'settings.personal.error.failed'));
    return seeOther(request, here, { cookies: [await saveFormState(FORM_ID, reply)] });
  }
  return redirectWithToast(request, withStripped(settingsPaths(b2b).settings, stripped), { kind: 'success', key: 'settings.personal.saved' });
}

/**
 * With JavaScript, a save that fails on the way (the network, a server error) keeps the form and
 * the customer's answers, and says the spec's save message (decision 1920).
 */
export const clientAction = keepFailureLocal({});

const SAVE_FAILED = 'settings.personal.error.failed';

export default function PersonalDetailsPage() {
  const detailsPage = useLoaderData<typeof loader>();
  if (detailsPage.kind !== 'ok') return <SettingsLoadError title="title.personalDetails" back={settingsPaths(detailsPage.b2b).settings} />;
  return <PersonalDetailsForm detailsPage={detailsPage} />;
}

type OkData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'ok' }>;

function PersonalDetailsForm({ detailsPage }: { detailsPage: OkData }) {
  const t = useT();
  const [form, fields] = useForm({ id: FORM_ID, lastResult: detailsPage.refused?.lastResult ?? null, defaultValue: detailsPage.defaults, shouldValidate: 'onSubmit' });
  const { key: _key, ...formProps } = getFormProps(form) as ReturnType<typeof getFormProps> & { key?: string };
  const value = (meta: { initialValue?: unknown }) => (typeof meta.initialValue === 'string' ? meta.initialValue : '');
  const failedOnTheWay = useLocalFailure();
  const formErrors = failedOnTheWay ? [SAVE_FAILED] : form.errors;
  const order = [fields.firstName, fields.lastName, fields.phone, ...(detailsPage.b2b ? [fields.companyName, fields.vatNumber] : [])];
  const summary = summaryErrors(
    t,
    { errors: formErrors },
    order.map((meta) => ({ id: meta.id, meta })),
    fields.firstName.id,
  );
  return (
    <div className="settings">
      <ErrorSummary key={detailsPage.refused?.id ?? 'none'} errors={summary} />
      <h1>{t('title.personalDetails')}</h1>
      <p>{t(detailsPage.b2b ? 'settings.personal.leadB2b' : 'settings.personal.lead')}</p>
      <FormLevelError errors={formErrors} />
      <Form method="post" {...formProps} className="settings-form">
        <Field id={fields.firstName.id} name={fields.firstName.name} label={t('settings.personal.firstName')} autoComplete="given-name" spellCheck={false} defaultValue={value(fields.firstName)} error={firstError(t, fields.firstName)} />
        <Field id={fields.lastName.id} name={fields.lastName.name} label={t('settings.personal.lastName')} autoComplete="family-name" spellCheck={false} defaultValue={value(fields.lastName)} error={firstError(t, fields.lastName)} />
        <Field
          id={fields.phone.id}
          name={fields.phone.name}
          type="tel"
          label={t('settings.personal.phoneOptional')}
          hint={t('settings.personal.phoneHint')}
          autoComplete="tel"
          defaultValue={value(fields.phone)}
          error={firstError(t, fields.phone)}
        />
        {detailsPage.b2b ? (
          <>
            <Field id={fields.companyName.id} name={fields.companyName.name} label={t('settings.personal.companyName')} autoComplete="organization" defaultValue={value(fields.companyName)} error={firstError(t, fields.companyName)} />
            <Field
              id={fields.vatNumber.id}
              name={fields.vatNumber.name}
              label={t('settings.personal.vatNumber')}
              hint={t('settings.personal.vatHint')}
              autoComplete="off"
              spellCheck={false}
              defaultValue={value(fields.vatNumber)}
              error={firstError(t, fields.vatNumber)}
            />
          </>
        ) : null}
        <FormActions submit="settings.personal.save" cancelHref={settingsPaths(detailsPage.b2b).settings} />
      </Form>
    </div>
  );
}
