import type { MetaFunction } from '@remix-run/react';
import { Link, useRouteLoaderData } from '@remix-run/react';
import { menuEntries } from '~/account/menu';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { titleMeta } from '~/lib/meta';
import { withStripped } from '~/lib/stripped';
import type { RootData } from '~/root';
import type { loader as accountLoader } from './_account';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'title.home');

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
  const account = useRouteLoaderData<typeof accountLoader>('routes/_account');
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!account || !root) return null;
  const { customer } = account;
  const cards = menuEntries({ b2b: customer.b2b, flags: root.flags }).filter((e) => CARD_TEXT[e.key]);
  return (
    <>
      <h1>{t('title.home')}</h1>
      <div className="home-overview">
        <p className="lead">
          {customer.firstName ? t('home.greeting', { name: customer.firstName }) : t('home.greetingNoName')}
        </p>
        <p className="muted">{t('home.signedInAs', { email: customer.email })}</p>
        <p>{t('home.intro')}</p>
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
    </>
  );
}
