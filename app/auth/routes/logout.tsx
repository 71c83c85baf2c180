import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, type MetaFunction } from '@remix-run/react';
import { assertSameOrigin, getCustomerSession } from '~/auth/session.server';
import { signOut } from '~/auth/sign-out.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { getMe } from '~/services/customer.server';
import { upstreamContext } from '~/services/http.server';
import { PublicPage } from '~/ui/PublicPage';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'menu.signOut');

/**
 * Whether a GET comes from our own pages or the customer's own address bar (Fetch Metadata). A
 * link or image on another site says `cross-site`; a browser too old to say anything is treated
 * the same way.
 */
function ownNavigation(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  return site === 'same-origin' || site === 'none';
}

/**
 * GET /logout (the spec's route; the app itself sends a deleted account here, `?deleted`) signs out
 * when it comes from our own pages or the address bar, when nobody is signed in, or when the
 * account is deleted; a deleted account (checked, not taken from the address) lands on the page
 * that says so. Anything else, such as a link or an image on another site, must not end the
 * session (a cross-site sign-out, docs/security.md): it gets a page whose Sign out button posts.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const deleted = new URL(request.url).searchParams.has('deleted');
  if (ownNavigation(request) && !deleted) return signOut(request, '/signed-out');
  const session = await getCustomerSession(request);
  if (!session) return signOut(request, '/signed-out');
  const me = await getMe(upstreamContext(request, session.accessToken)).catch(() => undefined);
  if (me === null) return signOut(request, '/account-deleted');
  if (ownNavigation(request)) return signOut(request, '/signed-out');
  return data({ ask: true }, { headers: { 'Cache-Control': 'no-store' } });
}

/** POST /logout: the menu's Sign out and this page's button. */
export function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return signOut(request, '/signed-out');
}

export default function Logout() {
  const t = useT();
  return (
    <PublicPage>
      <h1>{t('menu.signOut')}</h1>
      <p>{t('logout.question')}</p>
      <Form method="post" reloadDocument>
        <button type="submit" className="button">
          {t('menu.signOut')}
        </button>
      </Form>
    </PublicPage>
  );
}
