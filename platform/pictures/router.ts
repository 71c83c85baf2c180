import path from 'node:path';
import express, { type Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import { sendStoredFile } from '../http/stored-file';
import { PICTURE_WIDTHS } from './compose';
import { pictureFile, picturesRoot, SUBJECT, type PictureSigner } from './service';
import { pictureDb } from './tables';

/**
 * Product-picture service (`/picture-api`): `GET /media/{subject}/{width}?e=&s=`, no bearer
 * (browsers load these in <img>), served like the library's thumbnails: the signature over owner,
 * subject, width and expiry is the permission while the owner's account is live. Anything else —
 * unknown, someone else's, a bad or expired signature — is 404, so a URL tells nothing about
 * another customer's orders (decision 2420).
 */
export function createPictureRouter(opts: { db: Kysely<Database>; dataDir: string; signer: PictureSigner; now?: () => number }): Router {
  const router = express.Router();
  const now = opts.now ?? Date.now;
  const root = picturesRoot(opts.dataDir);
  const widths = PICTURE_WIDTHS.map(String);
  router.get(
    '/media/:subject/:width',
    route(async (req, res) => {
      const { subject = '', width = '' } = req.params;
      const e = typeof req.query.e === 'string' && /^\d{1,12}$/.test(req.query.e) ? Number(req.query.e) : NaN;
      const s = typeof req.query.s === 'string' ? req.query.s : '';
      const secondsLeft = e - Math.floor(now() / 1000);
      res.set('Cache-Control', 'no-store');
      if (!widths.includes(width) || !SUBJECT.test(subject) || !(secondsLeft > 0)) return notFound(res);
      const row = await pictureDb(opts.db)
        .selectFrom('product_pictures')
        .innerJoin('accounts', 'accounts.id', 'product_pictures.account_id')
        .select(['product_pictures.account_id', 'product_pictures.storage_key'])
        .where('product_pictures.subject', '=', subject)
        .where('accounts.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row || !opts.signer.verify(row.account_id, subject, width, e, s)) return notFound(res);
      return sendStoredFile(req, res, path.join(root, row.storage_key, pictureFile(Number(width))), 'image/webp', secondsLeft);
    }),
  );
  return router;
}
