import type { MetaFunction } from '@remix-run/react';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/ui/Link';
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { RecentOrders } from '~/orders/components/RecentOrders';
import { loadRecentOrders } from '~/orders/recent.server';
import ordersCss from '~/styles/orders.css?url';
import albumsCss from '~/styles/albums.css?url';
import homeCss from '~/styles/home.css?url';
import { loadLatestPictures } from '~/account/home/latest.server';
import { LatestPictures } from '~/account/home/LatestPictures';
import { menuEntries } from '~/account/menu';
import { SideMenu } from '~/account/SideMenu';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { titleMeta } from '~/lib/meta';
import { withStripped } from '~/lib/stripped';
import { useRootData } from '~/lib/root-data';
import type { loader as accountLoader } from './_account';
import { offerLinkFor } from '~/care/offer-link.server';
import { OfferBanner } from '~/care/OfferBanner';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'title.home');

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: ordersCss },
  { rel: 'stylesheet', href: albumsCss },
  { rel: 'stylesheet', href: homeCss },
];

/** The customer's recent orders for the overview (null when the order service fails). */
export async function loader({ request }: LoaderFunctionArgs) {
  const [recentOrders, offerLink, latest] = await Promise.all([loadRecentOrders(request), offerLinkFor(request), loadLatestPictures(request)]);
  return { recentOrders, offerLink, latest };
}

const CARD_TEXT: Partial<Record<TKey, TKey>> = {
  'menu.orders': 'home.card.orders',
  'menu.invoices': 'home.card.invoices',
  'menu.ftp': 'home.card.ftp',
  'menu.settings': 'home.card.settings',
  'menu.savedProjects': 'home.card.savedProjects',
  'menu.myPhotos': 'home.card.photos',
  'menu.downloads': 'home.card.downloads',
  'menu.widgets': 'home.card.widgets',
};

/** The overview: a card per section of the account (on small screens the menu stands in for it). */
export default function Home() {
  const t = useT();
  const account = useRouteLoaderData<typeof accountLoader>('account/routes/_account');
  const { recentOrders, offerLink, latest } = useLoaderData<typeof loader>();
  const root = useRootData();
  if (!account || !root) return null;
  const { customer } = account;
  const entries = menuEntries({ b2b: customer.b2b, flags: root.flags, faqUrl: account.links.faq });
  const cards = entries.filter((e) => CARD_TEXT[e.key]);
  // The latest photos and albums only where the library is (its menu entries' flags).
  const photos = entries.find((e) => e.key === 'menu.myPhotos');
  // On small screens the menu stands in for the overview (the spec hides it there): main holds the
  // page's h1 and the menu under it, so 'Skip to main content' lands on them (the shell's own menu,
  // before main, is hidden there).
  return (
    <>
      <div className="home-overview">
        <h1>{t('title.home')}</h1>
        <p className="lead">
          {customer.firstName ? t('home.greeting', { name: customer.firstName }) : t('home.greetingNoName')}
        </p>
        <p className="muted">{t('home.signedInAs', { email: customer.email })}</p>
        <p>{t('home.intro')}</p>
        <OfferBanner href={offerLink} />
        <div className="home-pictures">
          <RecentOrders orders={recentOrders} />
          {photos ? <LatestPictures latest={latest} albums={photos.children?.some((c) => c.key === 'menu.albums') ?? false} /> : null}
        </div>
        <ul className="cards">
          {cards.map((entry) => (
            <li key={entry.key} className="card">
              <h2>
                <Link to={withStripped(entry.to, root.stripped)}>{t(entry.key)}</Link>
              </h2>
              <p>{t(CARD_TEXT[entry.key]!)}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="home-menu">
        <SideMenu entries={entries} pathname="/" />
      </div>
    </>
  );
}
