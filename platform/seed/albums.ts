import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { albumDb } from '../photo-api/albums/tables';
import { createAlbum, insertAlbumPhotos } from '../photo-api/albums/store';
import { shareAlbum } from '../sharing-api/share';

const DEMO_ALBUMS_FLAG = 'seed:demo-albums';
const DAY_MS = 24 * 60 * 60 * 1000;

const CUSTOMER = 'customer@example.com';
const OTHER = 'other@example.com';
const BUSINESS = 'business@example.com';

/** The customer's photos the seed needs (the demo library has about 300) and other@'s (it has 5). */
const CUSTOMER_PHOTOS_NEEDED = 51;
const OTHER_PHOTOS_NEEDED = 5;

interface PlannedAlbum {
  owner: string;
  name: string;
  daysAgo: number;
  /** Photos put in by each member: email → indexes into that member's photos (newest taken first). */
  photos: [email: string, from: number, to: number][];
  participants?: string[];
}

/**
 * What the demo accounts get (decision 0602). Indexes are into each account's dated photos,
 * newest taken first; each album's photos go in oldest first, so its cover is its newest photo.
 */
const DEMO_ALBUMS: readonly PlannedAlbum[] = [
  { owner: CUSTOMER, name: 'Family', daysAgo: 40, photos: [[CUSTOMER, 0, 30]] },
  { owner: CUSTOMER, name: 'Summer holiday', daysAgo: 25, photos: [[CUSTOMER, 30, 42]] },
  { owner: CUSTOMER, name: 'Photo book ideas', daysAgo: 3, photos: [] },
  {
    owner: CUSTOMER,
    name: 'Weekend in Lisbon',
    daysAgo: 60,
    photos: [
      [CUSTOMER, 42, 48],
      [OTHER, 3, 5],
    ],
    participants: [OTHER, BUSINESS],
  },
  { owner: CUSTOMER, name: 'Birthday party', daysAgo: 90, photos: [[CUSTOMER, 48, 50]], participants: [OTHER] },
  {
    owner: OTHER,
    name: "Robin's garden",
    daysAgo: 50,
    photos: [
      [OTHER, 0, 3],
      [CUSTOMER, 50, 51],
    ],
    participants: [CUSTOMER],
  },
  { owner: BUSINESS, name: 'Office party', daysAgo: 70, photos: [], participants: [CUSTOMER, OTHER] },
];

async function seeded(db: Kysely<Database> | Transaction<Database>): Promise<boolean> {
  return (await db.selectFrom('platform_state').select('key').where('key', '=', DEMO_ALBUMS_FLAG).executeTakeFirst()) !== undefined;
}

/** An account's photos with a date taken, newest taken first (a stable order for the plan's indexes). */
async function datedPhotos(db: Kysely<Database>, accountId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('photos')
    .select('id')
    .where('account_id', '=', accountId)
    .where('date_taken', 'is not', null)
    .where('month_key', '<>', 'unknown/0')
    .orderBy('date_taken', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Gives the demo accounts their albums and shared albums, once, after their photos are seeded
 * (through the album tables and the same functions the API uses; shares as the sharing seed
 * does, there being no API for them). Does nothing and leaves no flag while the photos are not
 * there yet, so a later start seeds them. Returns how many albums were made.
 */
export async function seedDemoAlbums(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  if (await seeded(db)) return 0;
  const accounts = await db.selectFrom('accounts').select(['id', 'email']).where('email', 'in', [CUSTOMER, OTHER, BUSINESS]).execute();
  const idOf = new Map(accounts.map((a) => [a.email, a.id]));
  const customerId = idOf.get(CUSTOMER);
  const otherId = idOf.get(OTHER);
  if (!customerId || !otherId) return 0;
  const photosOf = new Map([
    [CUSTOMER, await datedPhotos(db, customerId, CUSTOMER_PHOTOS_NEEDED)],
    [OTHER, await datedPhotos(db, otherId, OTHER_PHOTOS_NEEDED)],
  ]);
  if ((photosOf.get(CUSTOMER)?.length ?? 0) < CUSTOMER_PHOTOS_NEEDED || (photosOf.get(OTHER)?.length ?? 0) < OTHER_PHOTOS_NEEDED) return 0;

  return db.transaction().execute(async (trx) => {
    // Re-check inside the transaction: two processes starting together must not both seed.
    if (await seeded(trx)) return 0;
    await trx.insertInto('platform_state').values({ key: DEMO_ALBUMS_FLAG, value: now.toISOString() }).execute();
    let made = 0;
    for (const plan of DEMO_ALBUMS) {
      const ownerId = idOf.get(plan.owner);
      if (!ownerId) continue;
      const created = new Date(now.getTime() - plan.daysAgo * DAY_MS).toISOString();
      const album = await createAlbum(trx, ownerId, plan.name, created);
      for (const [email, from, to] of plan.photos) {
        const ids = (photosOf.get(email) ?? []).slice(from, to).reverse();
        const failed = await insertAlbumPhotos(trx, album.id, idOf.get(email) ?? '', ids);
        if (failed.length) throw new Error(`demo album ${plan.name}: photos missing`);
      }
      if (plan.participants) {
        const ids = plan.participants.flatMap((email) => idOf.get(email) ?? []);
        await shareAlbum(trx, album.id, ids, created);
      }
      // Back-date `updated` (the membership triggers set it to now): a day after creation.
      const updated = new Date(Math.min(now.getTime(), Date.parse(created) + DAY_MS)).toISOString();
      await albumDb(trx).updateTable('albums').set({ updated }).where('id', '=', album.id).execute();
      made += 1;
    }
    return made;
  });
}
