import type { StorefrontLink } from '~/lib/root-data';

/**
 * One of the storefront's menus from its configuration (account-area.md §3 "Menu config: menus
 * top/main/footer"; decision 2575): a labelled navigation of plain links to the shop's pages,
 * server-rendered, nothing when the menu is empty.
 */
export function StorefrontMenu({ links, label, className }: { links: StorefrontLink[]; label: string; className: string }) {
  if (!links.length) return null;
  return (
    <nav className={`storefront-menu ${className}`} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={`${link.url} ${link.title}`}>
            <a href={link.url}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
