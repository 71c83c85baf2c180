import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireCustomer } from '~/auth/session.server';
import { readConsent } from '~/consent/consent.server';
import { consentCode } from '~/consent/consent';
import { useLocale, useT } from '~/i18n/use-t';
import { formatBytes } from '~/lib/bytes';
import { longDate } from '~/lib/dates';
import { readForm } from '~/lib/form.server';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { seeOther } from '~/lib/see-other.server';
import { isStripped, useStrippedHref, withStripped } from '~/lib/stripped';
import { isUnauthorized, upstreamContext } from '~/services/http.server';
import { getPersonalDataRequest, requestPersonalData, type RequestOutcome } from '~/services/personal-data.server';
import { SettingsLoadError } from '~/settings/components/FormBits';
import { settingsPaths } from '~/settings/paths';
import settingsCss from '~/styles/settings.css?url';
import myDataCss from '~/styles/my-data.css?url';
import { Link } from '~/ui/Link';
import { loadErrorHandle } from '~/ui/load-error';
import { MY_DATA_PATH, myDataFileHref, myDataState, type MyDataState } from '../state';

/**
 * /settings/my-data, "Download my data" (GDPR Art. 15 and 20; decision 2631): a form asks the
 * service for a copy of the account's personal data; the page shows the request's state (none,
 * pending, ready with its download link, expired, failed) and the e-mail says when it is ready.
 */
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: settingsCss },
  { rel: 'stylesheet', href: myDataCss },
];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'myData.title');

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('myData.title', 'settings.loadError');

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const b2b = session.customer.b2b;
  const ctx = upstreamContext(request, session.accessToken);
  const headers = { 'Cache-Control': 'no-store' };
  try {
    return data({ kind: 'ok' as const, b2b, state: myDataState(await getPersonalDataRequest(ctx)) }, { headers });
  } catch (error) {
    if (!isUnauthorized(error)) logFailure('personal data request could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ kind: 'error' as const, b2b }, { status: 502, headers });
  }
}

const TOASTS = {
  requested: { kind: 'success', key: 'myData.requested' },
  already: { kind: 'info', key: 'myData.already' },
  tooMany: { kind: 'error', key: 'myData.tooMany' },
  unsupported: { kind: 'error', key: 'myData.unsupported' },
} as const satisfies Record<RequestOutcome, unknown>;

/** The request: one at a time (the service answers a second one with the first), then back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const form = await readForm(request);
  if (form.get('intent') !== 'request') throw new Response('Bad Request', { status: 400 });
  const here = withStripped(MY_DATA_PATH, isStripped(new URL(request.url).searchParams));
  const ctx = upstreamContext(request, session.accessToken);
  const consent = readConsent(request);
  try {
    const outcome = await requestPersonalData(ctx, consent ? consentCode(consent) : null);
    return seeOther(request, here, { toast: TOASTS[outcome] });
  } catch (error) {
    logFailure('personal data request failed', error, { correlationId: ctx.correlationId });
    return seeOther(request, here, { toast: { kind: 'error', key: 'myData.requestFailed' } });
  }
}

export default function MyDataPage() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const href = useStrippedHref();
  if (page.kind !== 'ok') return <SettingsLoadError title="myData.title" back={settingsPaths(page.b2b).settings} />;
  return (
    <div className="settings my-data">
      <h1>{t('myData.title')}</h1>
      <p>{t('myData.intro')}</p>
      <p>{t('myData.photos')}</p>
      <MyDataStatus state={page.state} />
      <p>
        <Link to={href(settingsPaths(page.b2b).settings)}>{t('settings.back')}</Link>
      </p>
    </div>
  );
}

function RequestForm() {
  const t = useT();
  return (
    <Form method="post" className="my-data__form">
      <input type="hidden" name="intent" value="request" />
      <button type="submit" className="button">
        {t('myData.request')}
      </button>
    </Form>
  );
}

/** The request's state, in a panel headed by what it is; the form wherever a new request may be made. */
function MyDataStatus({ state }: { state: MyDataState }) {
  const t = useT();
  const locale = useLocale();
  const href = useStrippedHref();
  const date = (iso: string | null) => (iso ? (longDate(iso, locale) ?? iso) : '');
  const panel = (title: string, ...body: React.ReactNode[]) => (
    <section className="settings-panel my-data__status" aria-labelledby="my-data-status">
      <h2 id="my-data-status">{title}</h2>
      {body}
    </section>
  );
  switch (state.kind) {
    case 'unsupported':
      return (
        <div className="banner" role="status">
          <p>{t('myData.unsupported')}</p>
        </div>
      );
    case 'none':
      return <RequestForm />;
    case 'pending':
      return panel(
        t('myData.pending.title'),
        <p key="text">{t('myData.pending.text')}</p>,
        <p key="again">
          <Link to={href(MY_DATA_PATH)} reloadDocument>
            {t('myData.pending.check')}
          </Link>
        </p>,
      );
    case 'ready':
      return panel(
        t('myData.ready.title'),
        <p key="text">{t('myData.ready.text', { date: date(state.expiresAt) })}</p>,
        <p key="download">
          <a href={myDataFileHref(state.id)} download className="button">
            {state.size ? t('myData.ready.downloadSized', { size: formatBytes(state.size) }) : t('myData.ready.download')}
          </a>
        </p>,
      );
    case 'expired':
      return (
        <>
          {panel(t('myData.expired.title'), <p key="text">{state.readyAt ? t('myData.expired.text', { date: date(state.readyAt) }) : t('myData.expired.textUndated')}</p>)}
          <RequestForm />
        </>
      );
    default:
      return (
        <>
          {panel(t('myData.failed.title'), <p key="text">{t('myData.failed.text')}</p>)}
          <RequestForm />
        </>
      );
  }
}
