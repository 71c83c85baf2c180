import type { Page } from '@playwright/test';

/** The side menu every signed-in page shows. */
export const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

/** A link in the menu by its accessible name (a string matches exactly). */
export const menuLink = (page: Page, name: string | RegExp) =>
  accountMenu(page).getByRole('link', typeof name === 'string' ? { name, exact: true } : { name });

export interface Entry {
  name: string | RegExp;
  /** Expected href; absent when the spec does not fix it. */
  href?: string;
}

/** Entries every customer sees. FAQs may say in its name that it leaves the site. */
export const COMMON_ENTRIES: Entry[] = [
  { name: 'My account overview', href: '/' },
  { name: 'My orders', href: '/orders' },
  { name: 'My saved projects', href: '/saved-projects' },
  { name: 'My photos', href: '/my-photos/photos' },
  { name: 'Albums', href: '/my-photos/albums' },
  { name: 'Downloads', href: '/downloads' },
  { name: /^FAQs\b/ },
];
export const B2B_ONLY_ENTRIES: Entry[] = [
  { name: 'B2B invoices', href: '/invoices' },
  { name: 'FTP instructions', href: '/integration' },
];
export const B2C_ONLY_ENTRIES: Entry[] = [{ name: 'My online photo books', href: '/online-products' }];
