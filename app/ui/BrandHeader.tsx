/**
 * The header of every page (decision 2430): the brand's wordmark and, at the other end, the way back
 * to the brand's shop in words. Both lead to the shop (the root's `shopUrl`); the words say so
 * to whoever does not take a logo for a link. Its chevron is CSS (brand.css): no icon module
 * in every page's scripts. Between them, from 575 px, the shop's own menus from its
 * configuration (decision 2575): the main menu after the wordmark, the top menu before the way
 * back. A phone keeps the header to one row for the photos; its menus are in the footer.
 */
import type { HTMLAttributes } from 'react';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/lib/root-data';
import { BrandLogo } from './BrandLogo';
import { StorefrontMenu } from './StorefrontMenu';

export function BrandHeader(props: HTMLAttributes<HTMLElement>) {
  const root = useRootData();
  const t = useT();
  return (
    <header className="shell__header brand-header" {...props}>
      {root ? (
        <>
          <BrandLogo brand={root.brand} href={root.shopUrl} />
          <StorefrontMenu links={root.storefront.main} label={t('shell.storefront.main')} className="storefront-menu--main" />
          <StorefrontMenu links={root.storefront.top} label={t('shell.storefront.top')} className="storefront-menu--top" />
          <a className="brand-header__shop" href={root.shopUrl}>
            {t('shell.backToShop')}
          </a>
        </>
      ) : null}
    </header>
  );
}
