import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { longDate } from '~/lib/dates';
import { readForm } from '~/lib/form.server';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { notFound } from '~/lib/not-found.server';
import { useRootData } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/see-other.server';
import { isStripped, useStrippedHref, withStripped } from '~/lib/stripped';
import { endOtherSessions, endSession, listSessions, type SignedInSession } from '~/services/account-security.server';
import { isUnauthorized, upstreamContext } from '~/services/http.server';
import { SettingsLoadError } from '~/settings/components/FormBits';
import { settingsPaths } from '~/settings/paths';
import { deviceLabel } from '~/settings/security/device-label';
import { BackToSettings } from '~/settings/security/SecuritySection';
import { DEVICES_PATH, devicesFormSchema } from '~/settings/security/schemas';
import settingsCss from '~/styles/settings.css?url';
import securityCss from '~/settings/security/security.css?url';
import { loadErrorHandle } from '~/ui/load-error';

/**
 * /settings/devices: where the customer is signed in (device and browser as the identity provider
 * saw them at sign-in, last active, this device marked), "Sign out" for each other one and "Sign
 * out everywhere else". Each ends the sign-in at the provider for real; the other browser finds
 * itself signed out at its next request. Another customer's sign-in is not found (404).
 */
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: settingsCss },
  { rel: 'stylesheet', href: securityCss },
];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'security.devices.title');
export const handle = loadErrorHandle('security.devices.title', 'security.devices.loadError');

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const b2b = session.customer.b2b;
  const ctx = upstreamContext(request, session.accessToken);
  let sessions: SignedInSession[] | null;
  try {
    sessions = await listSessions(ctx, session.customer);
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    logFailure('signed-in devices could not be loaded', error, { correlationId: ctx.correlationId });
    return data({ kind: 'error' as const, b2b }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  // A service without the list: no page (the settings page offers none).
  if (!sessions) notFound();
  return data({ kind: 'ok' as const, b2b, sessions }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireCustomer(request);
  const here = withStripped(DEVICES_PATH, isStripped(new URL(request.url).searchParams));
  const submission = parseWithZod(await readForm(request), { schema: devicesFormSchema });
  if (submission.status !== 'success') throw new Response('Bad Request', { status: 400 });
  const ctx = upstreamContext(request, session.accessToken);
  const form = submission.value;
  try {
    if (form.intent === 'end') {
      // Only the customer's own sign-ins are found: any other id is "not found", as a page.
      if (!(await endSession(ctx, session.customer, form.session))) notFound();
      return redirectWithToast(request, here, { kind: 'success', key: 'security.devices.ended' });
    }
    await endOtherSessions(ctx, session.customer);
    return redirectWithToast(request, here, { kind: 'success', key: 'security.devices.endedOthers' });
  } catch (error) {
    if (isUnauthorized(error) || error instanceof Response) throw error;
    logFailure('signing out a device failed', error, { correlationId: ctx.correlationId });
    return redirectWithToast(request, here, { kind: 'error', key: 'security.devices.failed' });
  }
}

export default function DevicesPage() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const href = useStrippedHref();
  if (page.kind !== 'ok') return <SettingsLoadError title="security.devices.title" message="security.devices.loadError" back={settingsPaths(page.b2b).settings} />;
  const others = page.sessions.filter((s) => !s.current);
  return (
    <div className="settings">
      <h1>{t('security.devices.title')}</h1>
      <p>{t('security.devices.lead')}</p>
      <ul className="settings-devices">
        {page.sessions.map((s) => (
          <Device key={s.id} session={s} />
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" action={href(DEVICES_PATH)}>
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className="button button--secondary">
            {t('security.devices.signOutOthers')}
          </button>
        </Form>
      ) : (
        <p>{t('security.devices.onlyThis')}</p>
      )}
      <BackToSettings b2b={page.b2b} />
    </div>
  );
}

function Device({ session }: { session: SignedInSession }) {
  const t = useT();
  const href = useStrippedHref();
  const locale = useRootData()?.locale ?? 'en-GB';
  const name = deviceLabel(t, session.device);
  const when = (value: string | null) => (value && longDate(value, locale)) || t('settings.notGiven');
  const headingId = `device-${session.id}`;
  return (
    <li className="settings-panel">
      <h2 id={headingId}>
        {name}
        {session.current ? ' ' : null}
        {session.current ? <span className="settings-tag">{t('security.devices.thisDevice')}</span> : null}
      </h2>
      <p>{t('security.devices.lastActive', { date: when(session.lastActiveAt) })}</p>
      <p>{t('security.devices.signedIn', { date: when(session.signedInAt) })}</p>
      {session.current ? null : (
        <Form method="post" action={href(DEVICES_PATH)}>
          <input type="hidden" name="intent" value="end" />
          <input type="hidden" name="session" value={session.id} />
          <button type="submit" className="button button--secondary">
            {t('security.devices.signOut')}
            <span className="visually-hidden"> {name}</span>
          </button>
        </Form>
      )}
    </li>
  );
}
