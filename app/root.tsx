import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { brandFor } from '~/i18n/i18next.server';
import { messagesOf } from '~/i18n/dictionary';
import { messagesScriptUrl } from '~/i18n/resources.server';
import { useT } from '~/i18n/use-t';
import { bootScript, HYDRATED_ATTRIBUTE } from '~/lib/boot-script';
import { ScriptsAfterPhotos } from '~/lib/scripts-after-photos';
import { FLAGS, FLAGS_COOKIE, hostFlagsFor, parseFlagsCookie, resolveFlags } from '~/lib/flags';
import { readFlash } from '~/lib/flash.server';
import { useNonce } from '~/lib/nonce';
import { isStripped } from '~/lib/stripped';
import { usePhotoRows } from '~/lib/photo-rows';
import type { RootBasics } from '~/lib/root-data';
import { readCookies } from '~/auth/cookies.server';
import { RouteAnnouncer } from '~/ui/RouteFocus';
import { Toasts } from '~/ui/Toasts';
import { behindModal, useModalOpen } from '~/ui/Modal';
import { ErrorPage } from '~/ui/ErrorPage';
import appCss from '~/styles/app.css?url';
import { keepingLocalFailures } from '~/lib/local-failure';
import { menuConfigFor } from '~/services/menu-config.server';
import { readConsent } from '~/consent/consent.server';
import { isConsentConfirmation } from '~/consent/consent';
import { ConsentBanner } from '~/consent/ConsentBanner';
import { Analytics } from '~/consent/Analytics';
import { getConfig } from '~/config.server';
import { brandFontUrl } from '~/ui/brand-fonts.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Robots are told by the X-Robots-Tag header (entry.server.tsx), per response.
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error && data ? [{ title: messagesOf(data.locale)['title.error'] }] : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const brand = brandFor(request);
  const flags = resolveFlags({
    searchParams: url.searchParams,
    cookieFlags: parseFlagsCookie(readCookies(request).get(FLAGS_COOKIE)),
    hostFlags: hostFlagsFor(url.host),
  });
  const { toast, clear } = await readFlash(request);
  const menu = await menuConfigFor(request);
  // The banner's confirmation comes through the flash cookie and is shown in the banner.
  const consentConfirmation = isConsentConfirmation(toast?.key) ? toast.key : null;
  const consent = readConsent(request);
  return data(
    {
      locale: brand.locale,
      messagesScript: messagesScriptUrl(brand.locale),
      brand: { id: brand.id, name: brand.name },
      /** The brand's typeface file, preloaded (decision 2430). */
      font: brandFontUrl(brand.id),
      /** Where the header's logo leads: the brand's shop. */
      shopUrl: menu.routes.Main,
      /** The shop's own menus around every page, and its help on My photos (decision 2575). */
      storefront: { ...menu.menus, photosFaq: menu.routes.PhotoManagementFAQ },
      flags,
      stripped: isStripped(url.searchParams),
      toast: consentConfirmation ? null : toast,
      consent,
      consentConfirmation,
      // Where the browser sends analytics events: only with the customer's consent (decision 2121).
      analyticsUrl: consent?.analytics ? `${getConfig().upstream.ANALYTICS_URL}/events` : null,
    },
    clear ? { headers: { 'Set-Cookie': clear } } : undefined,
  );
}
export type RootData = Awaited<ReturnType<typeof loader>>['data'];
/** What the features read of it (app/lib/root-data.ts): a change here that breaks that fails the type check. */
export const rootBasics = (d: RootData): RootBasics => d;

/** Whether a page change touches what the root reads from the query: a flag or 'stripped'. */
const rootQueryChanged = (a: URL, b: URL) =>
  [...FLAGS, 'stripped'].some((name) => a.searchParams.get(name) !== b.searchParams.get(name));

/**
 * The root (locale, brand, flags, toast) reloads after a form, or when the query's flags or
 * 'stripped' change — not on other page changes nor when the same address is asked again (a
 * 'Try again' after a failed page change): a failed reload of the root would replace the whole
 * account with the root's error page (decision 1921).
 */
export const shouldRevalidate: ShouldRevalidateFunction = keepingLocalFailures(({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (formMethod !== undefined && formMethod !== 'GET') || rootQueryChanged(currentUrl, nextUrl) ? defaultShouldRevalidate : false,
);

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const t = useT();
  // A page whose route says `handle = { scripts: false }` is sent as plain HTML: the refusal page
  // answers a post at another route's URL, where the client router would load that route instead.
  const modalOpen = useModalOpen();
  const photoRows = usePhotoRows();
  const scripts = !useMatches().some((m) => (m.handle as { scripts?: boolean } | undefined)?.scripts === false);
  // Hydrated: styles for a page the scripts run may apply now, not before (decision 2303).
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return (
    <html lang={root?.locale ?? 'en-GB'} data-brand={root?.brand.id} data-photo-rows={photoRows ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Light and dark (decision 2520): the browser paints the right canvas before the stylesheet arrives. */}
        <meta name="color-scheme" content="light dark" />
        <Meta />
        {root ? <link rel="preload" href={root.font} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        <Links />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body>
        <a className="skip-link" href="#main" {...behindModal(modalOpen)}>
          {t('shell.skipLink')}
        </a>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            {/* Started by the boot script once the first screen's photos are in (decision 2590); the dictionary first, as the entry reads it. */}
            <ScriptsAfterPhotos>
              {root ? <script nonce={nonce} src={root.messagesScript} /> : null}
              <Scripts nonce={nonce} />
            </ScriptsAfterPhotos>
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const { toast, consent, consentConfirmation, analyticsUrl } = useLoaderData<typeof loader>();
  return (
    <>
      <Analytics url={analyticsUrl} />
      <ConsentBanner consent={consent} confirmation={consentConfirmation} />
      <Outlet />
      <RouteAnnouncer />
      <Toasts toast={toast} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
