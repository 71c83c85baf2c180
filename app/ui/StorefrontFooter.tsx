import { useT } from '~/i18n/use-t';
import { useRootData } from '~/lib/root-data';
import { StorefrontMenu } from './StorefrontMenu';

/**
 * The storefront's menus in every page's footer (its configuration, decision 2575): on a phone
 * the main menu and the top menu's links the footer menu does not have (the header has no room
 * for them there), then the footer menu.
 */
export function StorefrontFooter() {
  const root = useRootData();
  const t = useT();
  if (!root) return null;
  const { main, top, footer } = root.storefront;
  const topOnly = top.filter((link) => !footer.some((f) => f.url === link.url));
  return (
    <>
      <StorefrontMenu links={main} label={t('shell.storefront.main')} className="storefront-menu--main storefront-menu--phone" />
      <StorefrontMenu links={topOnly} label={t('shell.storefront.top')} className="storefront-menu--top storefront-menu--phone" />
      <StorefrontMenu links={footer} label={t('shell.storefront.footer', { brand: root.brand.name })} className="storefront-menu--footer" />
    </>
  );
}
