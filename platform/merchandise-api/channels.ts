import { BRANDS } from '../../shared/brands';

export interface Channel {
  ID: string;
  Vendor: { ID: string; Locale: string };
  ShopUrl: string;
}

/** One sales channel per storefront: its brand id is the vendor, its locale the channel's locale. */
const CHANNELS: readonly Channel[] = BRANDS.map((brand) => ({
  ID: `ch_${brand.id}_${brand.locale}`,
  Vendor: { ID: brand.id, Locale: brand.locale },
  ShopUrl: `https://${brand.host}/`,
}));

/** The channels of a vendor (brand id) in a locale: one, or none when either is unknown. */
export function channelsFor(vendor: unknown, locale: unknown): Channel[] {
  return CHANNELS.filter((c) => c.Vendor.ID === vendor && c.Vendor.Locale === locale);
}

export function channelById(id: string): Channel | undefined {
  return CHANNELS.find((c) => c.ID === id);
}
