/**
 * Where the settings pages live for a normal and a business (b2b) customer. The spec's route
 * table has business variants of the settings, e-mail and address pages; personal details and
 * payment method are one page for both.
 */

/** Whether a settings URL path is a business variant (/settings/b2b, /settings/b2b/…). */
export function isB2bPath(pathname: string): boolean {
  return /^\/settings\/b2b(?:\/|$)/.test(pathname);
}

/** The business URL of a settings page that has one: /settings → /settings/b2b, /settings/email → /settings/b2b/email. */
export function b2bUrlOf(url: URL): string {
  return `${url.pathname.replace(/^\/settings/, '/settings/b2b')}${url.search}`;
}

const prefix = (b2b: boolean) => (b2b ? '/settings/b2b' : '/settings');

export const settingsPaths = (b2b: boolean) => ({
  settings: prefix(b2b),
  email: `${prefix(b2b)}/email`,
  newAddress: `${prefix(b2b)}/new-address`,
  address: (id: string) => `${prefix(b2b)}/address/${encodeURIComponent(id)}`,
  allAddresses: '/settings/addresses/all',
  personalDetails: '/settings/personal-details',
  paymentMethod: '/settings/payment-method',
  integration: '/integration',
});

/** How many addresses the settings page lists before 'See all addresses' (default first). */
export const SETTINGS_ADDRESS_PREVIEW = 3;

/** The default address first, the others in the platform's order (oldest first). */
export function defaultFirst<T extends { isDefault: boolean }>(addresses: readonly T[]): T[] {
  return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
}
