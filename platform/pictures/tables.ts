import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { PictureKind } from './compose';

/**
 * A product's picture (decision 2420): an ordered product (`subject` = its product code) or a saved
 * project (`subject` = its id), drawn once from one of the owner's photos and kept on disk, so it
 * stays when the photo leaves the library.
 */
interface ProductPicturesTable {
  subject: string;
  account_id: string;
  kind: PictureKind;
  /** The library photo it was made from; null when made from a photo of the order's own. */
  source_photo_id: string | null;
  /** Folder of its files under `${dataDir}/pictures`. */
  storage_key: string;
  created: string;
}
export type PictureTables = { product_pictures: ProductPicturesTable };
export type PictureRow = Selectable<ProductPicturesTable>;
export const pictureDb = (db: Kysely<Database>) => db.withTables<PictureTables>();
