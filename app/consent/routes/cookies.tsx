import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { RadiosField } from '~/ui/choice-fields';
import { assertSameOrigin } from '~/auth/session.server';
import { consentCookie, consentFormSchema, consentOf, readConsent } from '~/consent/consent.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { readForm } from '~/lib/form.server';
import { safeReturnTo } from '~/lib/safe-redirect';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { PublicPage } from '~/ui/PublicPage';
import addressesCss from '~/styles/addresses.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: addressesCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'consent.title');

/** GET /cookies: the cookie settings, reached from the footer and the banner (decision 2120). */
export function loader({ request }: LoaderFunctionArgs) {
  return { returnTo: safeReturnTo(new URL(request.url).searchParams.get('returnTo'), '/cookies'), consent: readConsent(request) };
}

/**
 * POST /cookies: the banner's Accept/Reject buttons and this page's form. The choice goes into the
 * consent cookie and the customer goes back to the page they were on (Post/Redirect/Get); a
 * malformed post changes nothing and goes back the same way.
 */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const parsed = consentFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return seeOther(request, '/cookies');
  const form = parsed.data;
  const consent = consentOf(form);
  const key = 'choice' in form ? (consent.analytics ? 'consent.accepted' : 'consent.rejected') : 'consent.saved';
  return redirectWithToast(request, safeReturnTo(form.returnTo, '/cookies'), { kind: 'success', key }, [consentCookie(consent)]);
}

const QUESTIONS = [
  { name: 'analytics', legend: 'consent.analyticsLegend', hint: 'consent.analyticsHint' },
  { name: 'marketing', legend: 'consent.marketingLegend', hint: 'consent.marketingHint' },
] as const;

export default function CookieSettings() {
  const t = useT();
  const { returnTo, consent } = useLoaderData<typeof loader>();
  const yesNo = [
    { value: 'yes', label: t('consent.yes') },
    { value: 'no', label: t('consent.no') },
  ];
  return (
    <PublicPage>
      <h1>{t('consent.title')}</h1>
      <p>{t('consent.essential')}</p>
      <Form method="post" action="/cookies" className="consent-form">
        <input type="hidden" name="returnTo" value={returnTo} />
        {QUESTIONS.map((q) => (
          <RadiosField
            key={q.name}
            id={q.name}
            name={q.name}
            legend={t(q.legend)}
            hint={t(q.hint)}
            options={yesNo}
            defaultValue={consent?.[q.name] ? 'yes' : 'no'}
          />
        ))}
        <button type="submit" className="button">
          {t('consent.save')}
        </button>
      </Form>
    </PublicPage>
  );
}
