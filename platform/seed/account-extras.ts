import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invoiceDb, totalsOf, type InvoiceLine } from '../invoice-api/tables';
import { projectsDb } from '../projects-api/router';
import { GALLERY_CATEGORIES, widgetDb } from '../widget-api/tables';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoInvoice {
  id: string;
  email: string;
  orderRef: string | null;
  daysAgo: number;
  currency: string;
  lines: InvoiceLine[];
  /** The invoice group (decision 2152). */
  group?: string;
}

/** Business invoices; order refs are the orders seed's codes (platform/seed/orders.ts). */
const DEMO_INVOICES: readonly DemoInvoice[] = [
  { id: 'INV-2001', email: 'business@example.com', orderRef: 'KS-20001', daysAgo: 4, currency: 'GBP', group: 'IG-201', lines: [{ description: 'Hardcover photo book A4', quantity: 25, unitCents: 3333, vatRate: 20 }] },
  { id: 'INV-2002', email: 'business@example.com', orderRef: 'KS-20003', daysAgo: 15, currency: 'GBP', group: 'IG-201', lines: [{ description: 'Photo prints 10x15', quantity: 36, unitCents: 25, vatRate: 20 }, { description: 'Pickup-point delivery', quantity: 1, unitCents: 295, vatRate: 20 }] },
  { id: 'INV-2003', email: 'business@example.com', orderRef: 'KS-20002', daysAgo: 60, currency: 'GBP', group: 'IG-202', lines: [{ description: 'Wall calendar A3', quantity: 100, unitCents: 1083, vatRate: 20 }, { description: 'Home delivery', quantity: 1, unitCents: 495, vatRate: 20 }] },
  { id: 'INV-2004', email: 'business@example.com', orderRef: null, daysAgo: 95, currency: 'EUR', lines: [{ description: 'Design service (hours)', quantity: 3, unitCents: 4500, vatRate: 21 }] },
  { id: 'INV-2005', email: 'business-blocked@example.com', orderRef: null, daysAgo: 30, currency: 'GBP', group: 'IG-301', lines: [{ description: 'Canvas 40x30', quantity: 2, unitCents: 3746, vatRate: 20 }] },
];

const PRODUCTS = ['Hardcover photo book A4', 'Softcover photo book A5', 'Wall calendar A3', 'Canvas 40x30', 'Photo prints 10x15', 'Layflat photo book 30x30'];
const NAMES = ['Summer in Cornwall', 'Grandma 90', 'Wedding album', 'Baby’s first year', 'Family calendar', 'Road trip', 'Christmas cards', 'Garden', 'School memories', 'Holiday in Lisbon', 'Birthday party', 'Graduation'];

/** 24 projects for customer@example.com (three pages of ten), two for other@example.com. */
function demoProjects(): { email: string; name: string; product: string; daysAgo: number; n: number }[] {
  const list = Array.from({ length: 24 }, (_, i) => ({
    email: 'customer@example.com',
    name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` (${Math.floor(i / NAMES.length) + 1})` : ''}`,
    product: PRODUCTS[i % PRODUCTS.length]!,
    daysAgo: 1 + i * 9,
    n: i + 1,
  }));
  list.push({ email: 'other@example.com', name: 'Allotment diary', product: PRODUCTS[0]!, daysAgo: 3, n: 1 }, { email: 'other@example.com', name: 'Cat calendar', product: PRODUCTS[2]!, daysAgo: 40, n: 2 });
  return list;
}

/** Photo-book widgets of the orders seed's photo-book products (code `{orderCode}-{position}`). */
const DEMO_WIDGETS = [
  { email: 'customer@example.com', orderCode: 'KS-10003', productCode: 'KS-10003-1', title: 'Hardcover photo book A4', daysAgo: 8 },
  { email: 'customer@example.com', orderCode: 'KS-10005', productCode: 'KS-10005-1', title: 'Hardcover photo book A4', daysAgo: 12 },
  { email: 'customer@example.com', orderCode: 'KS-10009', productCode: 'KS-10009-1', title: 'Hardcover photo book A4', daysAgo: 120 },
  { email: 'other@example.com', orderCode: 'KS-30002', productCode: 'KS-30002-1', title: 'Hardcover photo book A4', daysAgo: 90 },
] as const;

/** Blocked orders: a cancelled one, and KS-10009, whose photo book cannot be shared or published (decision 2141). */
const BLOCKED_ORDERS = [
  ['KS-10007', 'Cancelled order'],
  ['KS-10009', 'A photo in this book is under copyright review.'],
] as const;

/** Seeds invoices, saved projects, widgets, gallery categories and a blocked order (inside the caller's transaction). */
export async function seedAccountExtras(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const accounts = await db.selectFrom('accounts').select(['id', 'email']).execute();
  const idOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));

  const invoices = DEMO_INVOICES.flatMap((inv) => {
    const accountId = idOf.get(inv.email);
    return accountId
      ? [{ id: inv.id, account_id: accountId, order_ref: inv.orderRef, date: iso(inv.daysAgo).slice(0, 10), currency: inv.currency, total_cents: totalsOf(inv.lines).gross, lines: JSON.stringify(inv.lines), group_id: inv.group ?? null }]
      : [];
  });
  if (invoices.length) await invoiceDb(db).insertInto('invoices').values(invoices).execute();

  const projects = demoProjects().flatMap((p) => {
    const accountId = idOf.get(p.email);
    return accountId
      ? [{ id: `prj-${accountId.slice(0, 8)}-${String(p.n).padStart(3, '0')}`, account_id: accountId, name: p.name, product_name: p.product, created: iso(p.daysAgo + 30), updated: iso(p.daysAgo) }]
      : [];
  });
  if (projects.length) await projectsDb(db).insertInto('saved_projects').values(projects).execute();

  const wdb = widgetDb(db);
  await wdb.insertInto('gallery_categories').values(GALLERY_CATEGORIES.map((name, i) => ({ id: i + 1, name }))).onConflict((oc) => oc.doNothing()).execute();
  await wdb.insertInto('blocked_orders').values(BLOCKED_ORDERS.map(([order_code, reason]) => ({ order_code, reason }))).onConflict((oc) => oc.doNothing()).execute();
  const widgets = DEMO_WIDGETS.flatMap((w) => {
    const accountId = idOf.get(w.email);
    return accountId
      ? [{ product_code: w.productCode, widget_id: crypto.randomUUID(), account_id: accountId, order_code: w.orderCode, title: w.title, status: 'Active' as const, created: iso(w.daysAgo), updated: iso(w.daysAgo) }]
      : [];
  });
  if (widgets.length) await wdb.insertInto('widgets').values(widgets).execute();
}
