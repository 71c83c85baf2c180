import path from 'node:path';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sendStoredFile } from '../../http/stored-file';
import { mediaRoot, variantFile, VARIANTS, type Variant } from '../ingest/storage';
import type { MediaSigner } from './signing';

const forbidden = (res: Response) => res.status(403).set('Cache-Control', 'no-store').json({ error: 'forbidden' });

/**
 * GET /media/{imageId}/{variant}?e=&s= — no bearer (browsers load these in <img>): the HMAC
 * over owner, image, variant and expiry is the permission, while the owner's account is live.
 * Streams the file with a private cache lifetime up to the expiry.
 */
export function createMediaHandler(db: Kysely<Database>, dataDir: string, signer: MediaSigner, now: () => number = Date.now) {
  const root = mediaRoot(dataDir);
  return async (req: Request, res: Response) => {
    const { imageId = '', variant = '' } = req.params;
    const e = typeof req.query.e === 'string' && /^\d{1,12}$/.test(req.query.e) ? Number(req.query.e) : NaN;
    const s = typeof req.query.s === 'string' ? req.query.s : '';
    if (!VARIANTS.includes(variant as Variant)) return res.status(404).json({ error: 'not_found' });
    const secondsLeft = e - Math.floor(now() / 1000);
    if (!(secondsLeft > 0) || !/^[0-9A-Za-z-]{36}$/.test(imageId)) return forbidden(res);

    // The owner must be live: a deleted account's signed URLs stop at once, not when they expire (decision 2477).
    const row = await db
      .selectFrom('photos')
      .innerJoin('accounts', 'accounts.id', 'photos.account_id')
      .select(['photos.account_id', 'photos.storage_key', 'photos.mime_type'])
      .where('photos.id', '=', imageId)
      .where('accounts.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row || !signer.verify(row.account_id, imageId, variant, e, s)) return forbidden(res);

    const { file, contentType } = variantFile(variant as Variant, row.mime_type);
    return sendStoredFile(req, res, path.join(root, row.storage_key, file), contentType, secondsLeft);
  };
}
