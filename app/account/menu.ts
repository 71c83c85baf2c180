import type { TKey } from '~/i18n/t';
import type { Flags } from '~/lib/flags';

export interface MenuEntry {
  key: TKey;
  to: string;
  external?: boolean;
  children?: MenuEntry[];
  /** Other paths that are this entry's pages too (shared albums belong to Albums). */
  alsoCurrent?: string[];
}

/**
 * The side menu of the spec, for a normal or business customer and the flags in force; FAQs
 * goes to the storefront's own help centre (its menu configuration's FAQ route).
 */
export function menuEntries({ b2b, flags, faqUrl }: { b2b: boolean; flags: Flags; faqUrl: string }): MenuEntry[] {
  const entries: (MenuEntry | false)[] = [
    { key: 'menu.home', to: '/' },
    { key: 'menu.orders', to: '/orders' },
    b2b && { key: 'menu.invoices', to: '/invoices' },
    b2b && { key: 'menu.ftp', to: '/integration' },
    { key: 'menu.settings', to: b2b ? '/settings/b2b' : '/settings' },
    { key: 'menu.savedProjects', to: '/saved-projects' },
    flags.PhotoManagementTimelineViewEnabled && {
      key: 'menu.myPhotos',
      to: '/my-photos/photos',
      children: [
        { key: 'menu.photos', to: '/my-photos/photos' },
        ...(flags.PhotoManagementAlbumViewEnabled ? [{ key: 'menu.albums', to: '/my-photos/albums', alsoCurrent: ['/my-photos/shared-albums'] } as MenuEntry] : []),
      ],
    },
    { key: 'menu.downloads', to: '/downloads' },
    !b2b && { key: 'menu.widgets', to: '/online-products' },
    { key: 'menu.faq', to: faqUrl, external: true },
  ];
  return entries.filter((e): e is MenuEntry => e !== false);
}

/** Whether `pathname` is the entry's page (or, for parents, one of its pages). */
export function isCurrent(entry: MenuEntry, pathname: string): boolean {
  if (entry.external) return false;
  if (entry.to === '/') return pathname === '/';
  return [entry.to, ...(entry.alsoCurrent ?? [])].some((to) => pathname === to || pathname.startsWith(`${to}/`));
}
