import { useRouteLoaderData } from '@remix-run/react';
import type { Flags } from './flags';

/**
 * What any page may read from the root's loader (app/root.tsx): the storefront, its flags and
 * the 'stripped' view. A feature reads it through {@link useRootData}, never from root.tsx,
 * which imports the features.
 */
export interface RootBasics {
  locale: string;
  brand: { id: string; name: string };
  /** Where the header's logo leads: the brand's shop. */
  shopUrl: string;
  /** The storefront's menus (top, main, footer: its configuration) and its help page on My photos. */
  storefront: StorefrontMenus;
  flags: Flags;
  stripped: boolean;
}

export interface StorefrontLink {
  title: string;
  url: string;
}
interface StorefrontMenus {
  top: StorefrontLink[];
  main: StorefrontLink[];
  footer: StorefrontLink[];
  photosFaq: string;
}

/** The root's data (undefined on the root's own error page before it loaded). */
export function useRootData(): RootBasics | undefined {
  return useRouteLoaderData('root') as RootBasics | undefined;
}
