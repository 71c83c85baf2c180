import type { TKey } from '~/i18n/t';

/**
 * What the account's 404 page says (decision 1910): an explanation and one way back. Routes
 * may name both (an order, an export: the spec's own words); otherwise the section the
 * missing page belongs to decides, from its path.
 */
export interface NotFoundDetail {
  message: TKey;
  back: { href: string; label: TKey };
}

const SECTIONS: { prefixes: string[]; href: string; label: TKey }[] = [
  { prefixes: ['/my-photos/albums', '/my-photos/shared-albums'], href: '/my-photos/albums', label: 'ui.notFound.backAlbums' },
  { prefixes: ['/my-photos/photos', '/my-photos/exports'], href: '/my-photos/photos', label: 'ui.notFound.backPhotos' },
  { prefixes: ['/orders'], href: '/orders', label: 'orders.details.backToOrders' },
  { prefixes: ['/invoices'], href: '/invoices', label: 'ui.notFound.backInvoices' },
  { prefixes: ['/downloads'], href: '/downloads', label: 'ui.notFound.backDownloads' },
];

/** The default page for a missing `pathname`: its section's list, else the account home. */
export function notFoundDetailFor(pathname: string): NotFoundDetail {
  const section = SECTIONS.find((s) => s.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
  return {
    message: 'ui.notFound.body',
    back: section ? { href: section.href, label: section.label } : { href: '/', label: 'ui.notFound.back' },
  };
}

/** The detail a 404 carries (its JSON body), when it is one of ours. */
export function isNotFoundDetail(value: unknown): value is NotFoundDetail {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { message?: unknown; back?: { href?: unknown; label?: unknown } };
  return typeof v.message === 'string' && typeof v.back?.href === 'string' && typeof v.back.label === 'string' && v.back.href.startsWith('/') && !v.back.href.startsWith('//');
}
