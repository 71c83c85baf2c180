import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createMediaSigner, type MediaSigner } from '../photo-api/media/signing';
import { composeProductPicture, PICTURE_WIDTHS, type PictureKind, type PictureWidth } from './compose';
import { pictureDb, type PictureRow } from './tables';

export const picturesRoot = (dataDir: string) => path.join(dataDir, 'pictures');
export const pictureFile = (width: number) => `${width}.webp`;
/** Product codes and project ids: safe as a folder name. */
export const SUBJECT = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Signed URLs like the library's thumbnails (`${base}/media/{subject}/{width}?e=&s=`), with a key
 * of their own derived from the media key: a photo's signature never opens a picture.
 */
export type PictureSigner = MediaSigner<`${PictureWidth}`>;

export function createPictureSigner(mediaKey: Buffer, baseUrl: string, now?: () => number): PictureSigner {
  return createMediaSigner<`${PictureWidth}`>(createHash('sha256').update(mediaKey).update('\nproduct-pictures').digest(), baseUrl, now);
}

/** A picture as the services answer it: square, one URL per stored width (for srcset). */
function pictureJson(signer: PictureSigner, row: PictureRow | undefined) {
  if (!row) return null;
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  return {
    width: largest,
    height: largest,
    sources: PICTURE_WIDTHS.map((width) => ({ width, url: signer.url(row.account_id, row.subject, `${width}`) })),
  };
}
export type PictureJson = ReturnType<typeof pictureJson>;

/** The caller's pictures of these subjects (someone else's are never found). */
async function picturesOf(db: Kysely<Database>, accountId: string, subjects: readonly string[]): Promise<Map<string, PictureRow>> {
  if (subjects.length === 0) return new Map();
  const rows = await pictureDb(db).selectFrom('product_pictures').selectAll().where('account_id', '=', accountId).where('subject', 'in', [...new Set(subjects)]).execute();
  return new Map(rows.map((r) => [r.subject, r]));
}

/** Draws a product's picture from a photo, writes its files, then records it (an existing one is kept). */
export async function makePicture(
  db: Kysely<Database>,
  dataDir: string,
  input: { subject: string; accountId: string; kind: PictureKind; photo: Buffer; sourcePhotoId: string | null; created: string },
): Promise<void> {
  if (!SUBJECT.test(input.subject)) throw new Error(`bad picture subject ${input.subject}`);
  const storageKey = `${input.accountId}/${input.subject}`;
  const dir = path.join(picturesRoot(dataDir), storageKey);
  await fs.mkdir(dir, { recursive: true });
  for (const [width, bytes] of await composeProductPicture(input.kind, input.photo)) await fs.writeFile(path.join(dir, pictureFile(width)), bytes);
  await pictureDb(db)
    .insertInto('product_pictures')
    .values({ subject: input.subject, account_id: input.accountId, kind: input.kind, source_photo_id: input.sourcePhotoId, storage_key: storageKey, created: input.created })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Finds the caller's pictures of some subjects and answers each one's JSON (null when it has none). */
export type PictureLookup = (accountId: string, subjects: readonly string[]) => Promise<(subject: string) => PictureJson>;
export const noPictures: PictureLookup = () => Promise.resolve(() => null);

export function createPictureLookup(db: Kysely<Database>, signer: PictureSigner): PictureLookup {
  return async (accountId, subjects) => {
    const rows = await picturesOf(db, accountId, subjects);
    return (subject) => pictureJson(signer, rows.get(subject));
  };
}
