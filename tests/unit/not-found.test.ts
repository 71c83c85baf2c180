import { describe, expect, it } from 'vitest';
import { isNotFoundDetail, notFoundDetailFor } from '~/lib/not-found';

describe('the account 404 page’s way back (decision 1910)', () => {
  it.each([
    ['/my-photos/albums/x', '/my-photos/albums', 'ui.notFound.backAlbums'],
    ['/my-photos/shared-albums/x/preview/y', '/my-photos/albums', 'ui.notFound.backAlbums'],
    ['/my-photos/photos', '/my-photos/photos', 'ui.notFound.backPhotos'],
    ['/my-photos/photos/download/x', '/my-photos/photos', 'ui.notFound.backPhotos'],
    ['/orders/KS-1', '/orders', 'orders.details.backToOrders'],
    ['/invoices/INV-1/pdf', '/invoices', 'ui.notFound.backInvoices'],
    ['/downloads/x/file', '/downloads', 'ui.notFound.backDownloads'],
    ['/saved-projects/x', '/', 'ui.notFound.back'],
    ['/my-photos/albumsx', '/', 'ui.notFound.back'],
  ])('%s goes back to %s', (path, href, label) => {
    expect(notFoundDetailFor(path)).toEqual({ message: 'ui.notFound.body', back: { href, label } });
  });

  it('accepts only a detail with a local link', () => {
    expect(isNotFoundDetail(notFoundDetailFor('/orders/x'))).toBe(true);
    expect(isNotFoundDetail({})).toBe(false);
    expect(isNotFoundDetail({ message: 'x', back: { href: 'https://evil.example/', label: 'y' } })).toBe(false);
    expect(isNotFoundDetail({ message: 'x', back: { href: '//evil.example/', label: 'y' } })).toBe(false);
    expect(isNotFoundDetail(null)).toBe(false);
  });
});
