import { describe, expect, it } from 'vitest';
import { isCurrent, menuEntries } from '~/account/menu';
import { FLAGS, type Flags } from '~/lib/flags';

const FAQ = 'https://fotofolio.co.uk/help/';
const all = Object.fromEntries(FLAGS.map((f) => [f, true])) as Flags;
const keys = (b2b: boolean, flags = all) => menuEntries({ b2b, flags, faqUrl: FAQ }).map((e) => e.key);

describe('menuEntries', () => {
  it('gives normal customers widgets and no business entries', () => {
    expect(keys(false)).toEqual([
      'menu.home', 'menu.orders', 'menu.settings', 'menu.savedProjects', 'menu.myPhotos', 'menu.downloads', 'menu.widgets', 'menu.faq',
    ]);
  });
  it('gives business customers invoices, FTP and b2b settings, without widgets', () => {
    const entries = menuEntries({ b2b: true, flags: all, faqUrl: FAQ });
    expect(entries.map((e) => e.key)).toEqual([
      'menu.home', 'menu.orders', 'menu.invoices', 'menu.ftp', 'menu.settings', 'menu.savedProjects', 'menu.myPhotos', 'menu.downloads', 'menu.faq',
    ]);
    expect(entries.find((e) => e.key === 'menu.settings')?.to).toBe('/settings/b2b');
    expect(entries.find((e) => e.key === 'menu.faq')).toEqual({ key: 'menu.faq', to: FAQ, external: true });
  });
  it('hides My photos without the timeline flag and Albums without the album flag', () => {
    expect(keys(false, { ...all, PhotoManagementTimelineViewEnabled: false })).not.toContain('menu.myPhotos');
    const photos = menuEntries({ b2b: false, flags: { ...all, PhotoManagementAlbumViewEnabled: false }, faqUrl: FAQ }).find((e) => e.key === 'menu.myPhotos');
    expect(photos?.children?.map((c) => c.key)).toEqual(['menu.photos']);
  });
  it('marks the current entry, home only on "/"', () => {
    const [home, orders] = menuEntries({ b2b: false, flags: all, faqUrl: FAQ });
    expect(isCurrent(home!, '/')).toBe(true);
    expect(isCurrent(home!, '/orders')).toBe(false);
    expect(isCurrent(orders!, '/orders/ABC123')).toBe(true);
    expect(isCurrent(orders!, '/ordersx')).toBe(false);
  });

  it('marks Albums current on a shared album too', () => {
    const albums = menuEntries({ b2b: false, flags: all, faqUrl: FAQ })
      .flatMap((e) => e.children ?? [])
      .find((e) => e.key === 'menu.albums')!;
    expect(isCurrent(albums, '/my-photos/shared-albums/abc')).toBe(true);
    expect(isCurrent(albums, '/my-photos/albums/abc')).toBe(true);
    expect(isCurrent(albums, '/my-photos/photos')).toBe(false);
  });
});
