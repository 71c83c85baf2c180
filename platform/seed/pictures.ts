import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mediaRoot, thumbnailFile } from '../photo-api/ingest/storage';
import { pictureKindOf } from '../pictures/compose';
import { makePicture } from '../pictures/service';
import { projectsDb } from '../projects-api/router';
import type { Semaphore } from '../photo-api/ingest/semaphore';
import { demoPhotoJpeg } from './photo-image';
import '../orders/schema';

const PRODUCT_PICTURES_FLAG = 'seed:product-pictures';

interface Subject {
  subject: string;
  accountId: string;
  name: string;
  /** Which of the owner's photos it shows (wraps round the library). */
  n: number;
  created: string;
}

/**
 * The demo orders' and saved projects' pictures, once, after the demo photos: each is drawn from
 * one of its owner's own photos (decision 2420); an owner with no photos in the library gets a
 * demo photo made for the order (decision 2485), as the editor's upload would have been.
 */
export async function seedProductPictures(db: Kysely<Database>, dataDir: string, processing: Semaphore): Promise<number> {
  if (await db.selectFrom('platform_state').select('key').where('key', '=', PRODUCT_PICTURES_FLAG).executeTakeFirst()) return 0;
  const products = await db
    .selectFrom('order_products')
    .innerJoin('superorders', 'superorders.code', 'order_products.order_code')
    .select(['order_products.id', 'order_products.code', 'order_products.article_name', 'superorders.account_id', 'superorders.created'])
    .orderBy('order_products.id')
    .execute();
  const projects = await projectsDb(db).selectFrom('saved_projects').select(['id', 'account_id', 'product_name', 'created']).orderBy('created', 'desc').execute();
  const subjects: Subject[] = [
    ...products.map((p, i) => ({ subject: p.code, accountId: p.account_id, name: p.article_name, n: i * 3, created: p.created })),
    ...projects.map((p, i) => ({ subject: p.id, accountId: p.account_id, name: p.product_name, n: i * 2 + 1, created: p.created })),
  ];
  const photosOf = new Map<string, { id: string; storage_key: string }[]>();
  for (const accountId of new Set(subjects.map((s) => s.accountId))) {
    photosOf.set(
      accountId,
      await db.selectFrom('photos').select(['id', 'storage_key']).where('account_id', '=', accountId).where('month_key', '!=', 'unknown/0').orderBy('date_taken', 'desc').orderBy('id').execute(),
    );
  }
  await Promise.all(
    subjects.map((s) =>
      processing.run(async () => {
        const library = photosOf.get(s.accountId) ?? [];
        const photo = library.length ? library[s.n % library.length] : undefined;
        const bytes = photo
          ? await fs.readFile(path.join(mediaRoot(dataDir), photo.storage_key, thumbnailFile('800')))
          : await demoPhotoJpeg({ picture: s.n, shape: 'landscape', sideways: false, exifDate: null });
        await makePicture(db, dataDir, { subject: s.subject, accountId: s.accountId, kind: pictureKindOf(s.name), photo: bytes, sourcePhotoId: photo?.id ?? null, created: s.created });
      }),
    ),
  );
  await db.insertInto('platform_state').values({ key: PRODUCT_PICTURES_FLAG, value: new Date().toISOString() }).onConflict((oc) => oc.doNothing()).execute();
  return subjects.length;
}
