import type { Generated, Selectable } from 'kysely';
import type { IsoTimestamp } from '../db/schema';

/** The retailer's internal order statuses (the spec's section 4). */
export type InternalStatus = 'Received' | 'Confirmed' | 'ProductionStarted' | 'ProductionCompleted' | 'Dispatched' | 'Cancelled';
export type OrderSource = 'Resnap' | 'Albelli';
export type DeliveryType = 'Home' | 'PickupPoint';

/** One customer order (a "superorder": the products bought together), with its delivery address. */
interface SuperordersTable {
  code: string;
  account_id: string;
  created: IsoTimestamp;
  dispatched: IsoTimestamp | null;
  internal_status: InternalStatus;
  source: OrderSource;
  currency: string;
  delivery_type: DeliveryType;
  delivery_name: string;
  delivery_street: string;
  delivery_house_number: string;
  delivery_postal_code: string;
  delivery_city: string;
  delivery_country: string;
  delivery_phone: string | null;
  pickup_point_name: string | null;
  /** Expected delivery window; null when not known (the delivery API answers 404). */
  delivery_earliest: IsoTimestamp | null;
  delivery_latest: IsoTimestamp | null;
  updated_at: IsoTimestamp;
  /** The carrier of a sent order, and its https tracking page; null when not known (decision 2630). */
  carrier?: string | null;
  tracking_url?: string | null;
}

/** A product line of a superorder (the "orders" of `/orders/byAccount` and `/v1/Orders/{id}`). */
interface OrderProductsTable {
  id: Generated<number>;
  order_code: string;
  position: number;
  code: string;
  article_name: string;
  title: string;
  quantity: number;
  /** Voucher option code, or null. */
  voucher: string | null;
  status: string;
  /** Price in minor units (cents). */
  price_minor: number;
}

/** Campaign offers behind the voucher option codes. */
interface VoucherOffersTable {
  option_code: string;
  campaign_name: string;
  title: string;
  description: string;
  discount_percentage: number;
  valid_until: IsoTimestamp;
}

declare module '../db/schema' {
  interface Database {
    superorders: SuperordersTable;
    order_products: OrderProductsTable;
    voucher_offers: VoucherOffersTable;
  }
}

export type SuperorderRow = Selectable<SuperordersTable>;
export type OrderProductRow = Selectable<OrderProductsTable>;
