import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../../platform/db/open';
import { createAccount, PASSWORD } from '../../support/photo-library';
import { seedPhotos } from '../../support/seed-photos';
import { DATA_DIR } from '../support/env';
import { addOrder } from '../support/own-account';

/** The newest month's photos: a first view's worth (24), so the months below start far out of view. */
export const FIRST_MONTH_PHOTOS = 24;
/** Older months of one photo each, not loaded until the customer scrolls near them. */
export const OLDER_MONTHS = 8;

export interface EngineCustomer {
  email: string;
  password: string;
  /** Every photo's file name, as the zip names them. */
  photoNames: string[];
  orderCode: string;
}

const DAY_MS = 86_400_000;

/**
 * The order made 40 days ago and sent 35 days ago: still in the History tab, and recent enough
 * that the photos' storage is safe (the storage notice counts from the last order; an order of
 * 2024 would open the critical storage modal over the timeline).
 */
async function recentOrder(code: string): Promise<void> {
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    const at = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    await db.updateTable('superorders').set({ created: at(40), dispatched: at(35), updated_at: at(35) }).where('code', '=', code).execute();
  } finally {
    await close();
  }
}

/**
 * A customer of the engine run's own (no other spec reads or changes it): a library of 32 photos
 * — 24 taken in March 2024, then one in each of the eight months before — and one dispatched
 * order (in the History tab). Seeded straight into the platform's store, before signing in.
 */
export async function engineCustomer(engine: string): Promise<EngineCustomer> {
  const tag = randomUUID().slice(0, 8);
  const email = `engine-${engine}-${tag}@example.com`;
  const id = await createAccount(DATA_DIR, email);
  const dates = [
    ...Array.from({ length: FIRST_MONTH_PHOTOS }, (_, i) => `2024:03:${String(i + 1).padStart(2, '0')} 10:00:00`),
    ...Array.from({ length: OLDER_MONTHS }, (_, i) => `2023:${String(12 - i).padStart(2, '0')}:15 10:00:00`),
  ];
  const photoNames = dates.map((_, i) => `photo-${i + 1}.jpg`);
  await seedPhotos(DATA_DIR, id, dates.map((date, i) => ({ date, name: photoNames[i]!, size: { width: 32, height: 24 } })));
  const orderCode = await addOrder(id, `KS-E${tag.toUpperCase()}`);
  await recentOrder(orderCode);
  return { email, password: PASSWORD, photoNames, orderCode };
}
