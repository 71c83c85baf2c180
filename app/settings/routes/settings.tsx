import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import type { ReactNode } from 'react';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { saveFormState, sentTo, takeFormState } from '~/lib/form-state.server';
import { seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { isStripped, withStripped } from '~/lib/stripped';
import { requestAccountDeletion } from '~/services/auth-service.server';
import { upstreamContext } from '~/services/http.server';
import { AddressList } from '~/settings/components/AddressList';
import { InboxPanel } from '~/settings/components/SentPanel';
import { useStrippedHref } from '~/lib/stripped';
import { requireSettingsVariant } from '~/settings/guard.server';
import { leaveIfGone, loadSettings } from '~/settings/load.server';
import { SETTINGS_ADDRESS_PREVIEW, settingsPaths } from '~/settings/paths';
import settingsCss from '~/styles/settings.css?url';
import { readForm } from '~/lib/form.server';
import { loadErrorHandle } from '~/ui/load-error';
import { securityEntries } from '~/settings/security/entries.server';
import { SecuritySection } from '~/settings/security/SecuritySection';

/**
 * /settings and /settings/b2b (one module; the URL tells the variant): personal details,
 * e-mail address, payment method, addresses, FTP integration (b2b) and the account-deletion
 * request.
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: settingsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'settings.title');

/** What the page says when its data could not be loaded (decision 2302). */
export const handle = loadErrorHandle('settings.title', 'settings.loadError');

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSettingsVariant(request);
  const b2b = session.customer.b2b;
  const security = securityEntries(request, session);
  const settings = await loadSettings(upstreamContext(request, session.accessToken));
  leaveIfGone(settings.kind);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  // The account-deletion request's 'check your inbox', left by the action (it stays on the page).
  const { state, clear } = await takeFormState(request, 'delete-sent');
  if (clear) headers.append('Set-Cookie', clear);
  if (settings.kind !== 'ok') return data({ kind: 'error' as const, b2b }, { status: 502, headers });
  const { customer, addresses, paymentMethod } = settings;
  return data(
    {
      kind: 'ok' as const,
      b2b,
      customer: {
        name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
        email: customer.email,
        phone: customer.phone ?? null,
        companyName: customer.companyName ?? null,
        vatNumber: customer.vatNumber ?? null,
      },
      paymentMethod,
      addresses: addresses.slice(0, SETTINGS_ADDRESS_PREVIEW),
      addressCount: addresses.length,
      deletionSent: state ? sentTo(state) : null,
      security: await security,
    },
    { headers },
  );
}

/** The account-deletion request: an e-mail with a confirmation link goes to the customer. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireSettingsVariant(request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = withStripped(settingsPaths(session.customer.b2b).settings, isStripped(url.searchParams));
  if (form.get('intent') !== 'delete-account') throw new Response('Bad Request', { status: 400 });
  const ctx = upstreamContext(request, session.accessToken);
  try {
    const outcome = await requestAccountDeletion(ctx, session.customer, url.origin);
    // Sent: a panel that stays, as for the e-mail change; refused: the error toast and status.
    if (outcome === 'requested') {
      return seeOther(request, back, { cookies: [await saveFormState('delete-sent', { status: 'success' }, { key: 'sent', vars: { email: session.customer.email } })] });
    }
    return seeOther(request, back, { toast: { kind: 'error', key: 'settings.delete.tooMany' } });
  } catch (error) {
    logFailure('account deletion request failed', error, { correlationId: ctx.correlationId });
    return seeOther(request, back, { toast: { kind: 'error', key: 'settings.delete.failed' } });
  }
}

type OkData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'ok' }>;

export default function SettingsPage() {
  const settingsPage = useLoaderData<typeof loader>();
  const t = useT();
  const href = useStrippedHref();
  if (settingsPage.kind !== 'ok') {
    return (
      <div className="settings">
        <h1>{t('settings.title')}</h1>
        <div className="banner banner--error" role="alert">
          <p>{t('settings.loadError')}</p>
        </div>
        <p>
          <Link to={href(settingsPaths(settingsPage.b2b).settings)} reloadDocument>
            {t('settings.retry')}
          </Link>
        </p>
      </div>
    );
  }
  return <Settings settingsPage={settingsPage} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function ChangeLink({ to, hidden }: { to: string; hidden: TKey }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <Link to={href(to)} className="settings-change">
      {t('settings.change')}
      <span className="visually-hidden"> {t(hidden)}</span>
    </Link>
  );
}

function Settings({ settingsPage }: { settingsPage: OkData }) {
  const t = useT();
  const href = useStrippedHref();
  const paths = settingsPaths(settingsPage.b2b);
  const { customer } = settingsPage;
  const row = (label: TKey, value: string | null) => (
    <div className="settings-facts__row">
      <dt>{t(label)}</dt>
      <dd>{value || <span className="muted">{t('settings.notGiven')}</span>}</dd>
    </div>
  );
  return (
    <div className="settings">
      <h1>{t('settings.title')}</h1>

      <Section id="settings-personal" title={t('settings.personal.heading')}>
        <dl className="settings-facts">
          {row('settings.personal.name', customer.name)}
          {row('settings.personal.phone', customer.phone)}
          {settingsPage.b2b ? row('settings.personal.companyName', customer.companyName) : null}
          {settingsPage.b2b ? row('settings.personal.vatNumber', customer.vatNumber) : null}
        </dl>
        <ChangeLink to={paths.personalDetails} hidden="settings.personal.changeHidden" />
      </Section>

      <Section id="settings-email" title={t('settings.email.heading')}>
        <p className="settings-value">{customer.email}</p>
        <ChangeLink to={paths.email} hidden="settings.email.changeHidden" />
      </Section>

      <SecuritySection features={settingsPage.security} />

      <Section id="settings-payment" title={t('settings.payment.heading')}>
        <p className="settings-value">
          {settingsPage.paymentMethod ? t(`settings.payment.method.${settingsPage.paymentMethod}` as TKey) : <span className="muted">{t('settings.payment.none')}</span>}
        </p>
        <ChangeLink to={paths.paymentMethod} hidden="settings.payment.changeHidden" />
      </Section>

      <Section id="settings-addresses" title={t('settings.addresses.heading')}>
        {settingsPage.addresses.length === 0 ? <p>{t('settings.addresses.empty')}</p> : <AddressList addresses={settingsPage.addresses} changeHref={paths.address} />}
        <ul className="settings-actions">
          <li>
            <Link to={href(paths.newAddress)} className="button button--secondary">
              {t('settings.addresses.add')}
            </Link>
          </li>
          {settingsPage.addressCount > 0 ? (
            <li>
              <Link to={href(paths.allAddresses)}>{t('settings.addresses.all')}</Link>
            </li>
          ) : null}
        </ul>
      </Section>

      {settingsPage.b2b ? (
        <Section id="settings-integration" title={t('settings.integration.heading')}>
          <p>{t('settings.integration.text')}</p>
          <Link to={href(paths.integration)}>{t('settings.integration.link')}</Link>
        </Section>
      ) : null}

      <Section id="settings-my-data" title={t('myData.settings.heading')}>
        <p>{t('myData.settings.text')}</p>
        <Link to={href('/settings/my-data')}>{t('myData.title')}</Link>
      </Section>

      <Section id="settings-delete" title={t('settings.delete.heading')}>
        {settingsPage.deletionSent ? (
          <InboxPanel id="delete-sent-title" level={3}>
            <p>{t('settings.delete.sent', { email: settingsPage.deletionSent })}</p>
          </InboxPanel>
        ) : null}
        <p>{t('settings.delete.text', { email: customer.email })}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="delete-account" />
          <button type="submit" className="button button--danger">
            {t('settings.delete.submit')}
          </button>
        </Form>
      </Section>
    </div>
  );
}
