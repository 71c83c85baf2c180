import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

type WidgetStatus = 'Active' | 'Deleted';

interface WidgetsTable {
  product_code: string;
  widget_id: string;
  account_id: string;
  order_code: string;
  title: string;
  status: WidgetStatus;
  vendor_id: string | null;
  sender_name: string | null;
  recipient_email: string | null;
  personal_message: string | null;
  shared_at: string | null;
  created: string;
  updated: string;
}
interface GalleryCategoriesTable {
  id: number;
  name: string;
}
export interface GalleryEntriesTable {
  widget_id: string;
  channel: string;
  account_id: string;
  category_id: number | null;
  title: string;
  description: string | null;
  created: string;
  updated: string;
}
interface BlockedOrdersTable {
  order_code: string;
  reason: string;
}
export type WidgetTables = {
  widgets: WidgetsTable;
  gallery_categories: GalleryCategoriesTable;
  gallery_entries: GalleryEntriesTable;
  blocked_orders: BlockedOrdersTable;
};
export type WidgetRow = Selectable<WidgetsTable>;
export type WidgetDb = Kysely<Database & WidgetTables>;
export const widgetDb = (db: Kysely<Database>): WidgetDb => db.withTables<WidgetTables>();

export const GALLERY_CATEGORIES = ['Travel', 'Family', 'Wedding', 'Baby', 'Celebrations', 'Nature'] as const;

/** The spec's widget entry (productCode renamed from orderCode; sender fields capitalised). */
export function widgetJson(w: WidgetRow) {
  return {
    widgetId: w.widget_id,
    productCode: w.product_code,
    orderCode: w.order_code,
    title: w.title,
    status: w.status,
    vendorId: w.vendor_id,
    SenderName: w.sender_name,
    RecipientEmail: w.recipient_email,
    PersonalMessage: w.personal_message,
    sharedAt: w.shared_at,
    created: w.created,
    updated: w.updated,
  };
}
