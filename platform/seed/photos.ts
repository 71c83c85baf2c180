import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { commitPhotos, SkipCommit, type CommitItem } from '../photo-api/ingest/commit';
import type { IngestLimits } from '../photo-api/ingest/limits';
import { preparePhoto } from '../photo-api/ingest/prepare';
import type { Semaphore } from '../photo-api/ingest/semaphore';
import { makeWorkDir, ORIGINAL_FILE, removeDir } from '../photo-api/ingest/storage';
import { demoPhotoPlan } from './demo-photos';
import { demoPhotoJpeg } from './photo-image';

const DEMO_PHOTOS_FLAG = 'seed:demo-photos';

async function alreadySeeded(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('platform_state').select('key').where('key', '=', DEMO_PHOTOS_FLAG).executeTakeFirst()) !== undefined;
}

/**
 * Gives the demo customers their photo libraries, once: every photo is cut from the real
 * photographs in photos/ as a camera JPEG (decision 2485)
 * and goes through the real ingest pipeline (`processing` bounds how many at a time); then all
 * rows, counts and the done-flag are written in one transaction. A crash before that leaves only
 * folders, which the next start's reconcile removes before seeding again.
 * Returns how many photos were added (0 when already done or the demo accounts are missing).
 */
export async function seedDemoPhotos(
  db: Kysely<Database>,
  dataDir: string,
  options: { processing: Semaphore; limits: IngestLimits; now?: Date },
): Promise<number> {
  if (await alreadySeeded(db)) return 0;
  const now = options.now ?? new Date();
  const plan = demoPhotoPlan(now);
  const accounts = await db.selectFrom('accounts').select(['id', 'email']).where('email', 'in', plan.map((p) => p.email)).execute();
  const idOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
  const jobs = plan.flatMap(({ email, photos }) => {
    const accountId = idOf.get(email);
    return accountId ? photos.map((photo) => ({ accountId, photo })) : [];
  });
  if (jobs.length === 0) return 0;

  const uploads = new Map<string, string>();
  const uploadIdOf = (accountId: string, created: string) => {
    const key = `${accountId} ${created.slice(0, 10)}`;
    if (!uploads.has(key)) uploads.set(key, randomUUID());
    return uploads.get(key) as string;
  };

  const settled = await Promise.allSettled(
    jobs.map(({ accountId, photo }) =>
      options.processing.run(async (): Promise<CommitItem> => {
        const dir = await makeWorkDir(dataDir);
        try {
          await fs.writeFile(path.join(dir, ORIGINAL_FILE), await demoPhotoJpeg(photo));
          const prepared = await preparePhoto(dir, photo.fileName, options.limits);
          return { accountId, photo: prepared, uploadId: uploadIdOf(accountId, photo.created), created: photo.created };
        } catch (error) {
          await removeDir(dir);
          throw error;
        }
      }),
    ),
  );
  const items = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(items.map((i) => removeDir(i.photo.dir)));
    throw new Error('demo photo seed failed', { cause: failed.reason });
  }

  const rows = await commitPhotos(db, dataDir, items, async (trx) => {
    // Re-check inside the transaction: two processes starting together must not both seed.
    if (await trx.selectFrom('platform_state').select('key').where('key', '=', DEMO_PHOTOS_FLAG).executeTakeFirst()) throw new SkipCommit();
    await trx.insertInto('platform_state').values({ key: DEMO_PHOTOS_FLAG, value: now.toISOString() }).execute();
  });
  return rows.length;
}
