import { cookieSettingsHref } from '~/consent/ConsentBanner';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useEffect, type ReactNode } from 'react';
import { isNotFoundDetail, notFoundDetailFor } from '~/lib/not-found';
import { NotFoundPage } from '~/account/NotFoundPage';
import { titleMeta } from '~/lib/meta';
import { ErrorPage } from '~/ui/ErrorPage';
import { b2bBanner } from '~/account/b2b-banner';
import { menuEntries } from '~/account/menu';
import { clearAuthCookies } from '~/auth/cookies.server';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/lib/root-data';
import { getMe } from '~/services/customer.server';
import { menuConfigFor } from '~/services/menu-config.server';
import { isUnauthorized, upstreamContext } from '~/services/http.server';
import { withStripped } from '~/lib/stripped';
import { keepingLocalFailures } from '~/lib/local-failure';
import { PageFailure } from '~/ui/PageFailure';
import { ExportPending, useExportPending } from '~/photos/exports/ExportPending';
import { SideMenu } from '~/account/SideMenu';
import { BrandHeader } from '~/ui/BrandHeader';
import { StorefrontFooter } from '~/ui/StorefrontFooter';
import { behindModal, useModalOpen } from '~/ui/Modal';
import { PageStatus } from '~/ui/PageStatus';
import { DELETED_ACCOUNT_LOGOUT } from '~/auth/sign-out.server';
import { KeyboardHelp } from '~/keyboard/KeyboardHelp';
import { careWidgetsFor } from '~/care/care-widgets.server';
import { CareWidgets } from '~/care/CareWidgets';

/** Every signed-in page: the customer (deleted accounts go to /logout) and the menu. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  // The storefront's menu configuration never fails (its defaults stand in): read alongside.
  const menu = menuConfigFor(request);
  let me;
  try {
    me = await getMe(upstreamContext(request, session.accessToken), { fresh: true });
  } catch (error) {
    if (isUnauthorized(error)) {
      const headers = new Headers();
      for (const c of clearAuthCookies()) headers.append('Set-Cookie', c);
      throw redirect('/login', { headers });
    }
    throw error;
  }
  if (!me) throw redirect(DELETED_ACCOUNT_LOGOUT);
  return data(
    {
      customer: {
        email: me.email,
        firstName: me.firstName,
        b2b: session.customer.b2b,
      },
      banner: b2bBanner(me),
      // The storefront's own FAQ page in the menu (decision 2110); the root has the shop's address.
      links: { faq: (await menu).routes.FAQ },
      // The chat and the feedback widget's scripts, loaded by the browser (decisions 2130, 2131).
      care: careWidgetsFor(request),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

type AccountData = Awaited<ReturnType<typeof loader>>['data'];

/** Whether two addresses show one page: the same path, or one below the other (a modal over its page). */
const samePage = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * The customer reloads on each page change (how a sign-in ended elsewhere is noticed, decision
 * 1721) and after posts (decision 1920: not after a failure kept local), but not when a modal
 * opens over the page or closes back to it, nor when the same address is asked again ('Try
 * again'): a failed reload of the layout would take the page with it (decision 1921).
 */
export const shouldRevalidate: ShouldRevalidateFunction = keepingLocalFailures(({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (formMethod === undefined || formMethod === 'GET') && samePage(currentUrl.pathname, nextUrl.pathname) ? false : defaultShouldRevalidate,
);

/**
 * The shell last shown in this browser tab: when a page change fails with the network down, the
 * layout's own reload fails with it and its data is gone, yet the customer is the same. Only in
 * the browser (a server's module is shared by every request).
 */
let shownShell: AccountData | null = null;

export default function AccountLayout() {
  const data = useLoaderData<typeof loader>();
  useEffect(() => {
    shownShell = data;
  }, [data]);
  return (
    <AccountShell data={data}>
      <Outlet />
    </AccountShell>
  );
}

/** The menu shell every signed-in page has: header, menu, main (with the b2b banner), footer. */
function AccountShell({ data: { customer, banner, links, care }, children }: { data: AccountData; children: ReactNode }) {
  const root = useRootData();
  const { pathname, search } = useLocation();
  const t = useT();
  const entries = menuEntries({ b2b: customer.b2b, flags: root!.flags, faqUrl: links.faq });
  const isHome = pathname === '/';
  // The shell behind an open modal is inert (the modal itself renders inside main).
  const behind = behindModal(useModalOpen());
  const exportPending = useExportPending();
  return (
    <div className={`shell${isHome ? ' shell--home' : ''}`}>
      <BrandHeader {...behind} />
      <SideMenu entries={entries} pathname={pathname} />
      <main id="main" tabIndex={-1} className="shell__main">
        {banner ? (
          <div className="banner banner--warning" role="region" aria-label={t(banner)} {...behind}>
            <p>{t(banner)}</p>
          </div>
        ) : null}
        {isHome ? null : (
          <Link className="back-link" to={withStripped('/', root?.stripped ?? false)} {...behind}>
            <span aria-hidden="true" className="back-arrow" />
            {t('shell.backToMenu')}
          </Link>
        )}
{/* The last action's result: stays until the next navigation (docs/focus-policy.md). */}
        <PageStatus />
        {exportPending ? <ExportPending /> : children}
      </main>
      <footer className="shell__footer" {...behind}>
        <StorefrontFooter />
        {/* The shop's help on My photos (its configuration's PhotoManagementFAQ), where the photo routes are. */}
        {root?.flags.PhotoManagementTimelineViewEnabled ? <a href={root.storefront.photosFaq}>{t('shell.photosFaq')}</a> : null}
        <Link to={withStripped('/keyboard-shortcuts', root?.stripped ?? false)}>{t('title.keyboardShortcuts')}</Link>
        <Link to={cookieSettingsHref(pathname + search)}>{t('consent.title')}</Link>
        {root ? <CareWidgets widgets={care} locale={root.locale} /> : null}
      </footer>
      <KeyboardHelp />
    </div>
  );
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** The layout is the boundary only when a page under it failed: "Page not found" for a 404. */
export const meta: MetaFunction<typeof loader> = ({ matches, error }) =>
  error ? titleMeta(matches, isNotFound(error) ? 'ui.notFound.title' : 'title.error') : [];

/**
 * A page under the account that failed, inside the menu shell: not found (decision 1910) is the
 * 404 page, its explanation and link back from the 404's detail or the path's section; any other
 * failure — a page change with the network down, an answer the router cannot read, a server
 * error — is the page's failure with 'Try again' (decision 1921). Without a shell to show (the
 * layout's own loader failed on the first load) it is the root's error page, as before.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('account/routes/_account') ?? shownShell;
  const root = useRootData();
  const { pathname } = useLocation();
  if (!data || !root) return <ErrorPage error={error} />;
  if (!isNotFound(error)) {
    return (
      <AccountShell data={data}>
        <PageFailure />
      </AccountShell>
    );
  }
  const given = isRouteErrorResponse(error) ? error.data : null;
  const detail = isNotFoundDetail(given) ? given : notFoundDetailFor(pathname);
  return (
    <AccountShell data={data}>
      <NotFoundPage detail={detail} />
    </AccountShell>
  );
}
