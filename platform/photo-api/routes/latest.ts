import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../../auth';
import type { Database } from '../../db/schema';
import { route } from '../../http/handlers';
import { answeredNotModified } from '../../http/revision-etag';
import { albumsJson } from '../albums/json';
import { listAlbums } from '../albums/store';
import { readPage, sortSegments } from '../library/order';
import { photoJson } from '../library/photo-json';
import { libraryEtag } from '../library/revision';
import type { MediaSigner } from '../media/signing';
import { parseQuery } from './queries';

const latestQuery = z.object({
  photos: z.coerce.number().int().min(0).max(50).default(6),
  albums: z.coerce.number().int().min(0).max(50).default(3),
});

/**
 * `GET /users/latest` (an extension of the photo API, decision 2462): what the account overview
 * shows of the library in one call — the newest uploads, as `GET /photos?sortKey=created&
 * sortOrder=desc&limit={photos}` answers its `images`, and the newest own albums, as
 * `GET /albums?limit={albums}` answers its `albums` — tagged with the library's revision (a 304
 * while nothing changed). A photo API without it answers 404, and the app makes those two calls.
 */
export function addLatestRoute(router: Router, db: Kysely<Database>, signer: MediaSigner): void {
  router.get(
    '/users/latest',
    route(async (req, res) => {
      const query = parseQuery(latestQuery, req.query, res);
      if (!query) return undefined;
      const accountId = callerOf(res).id;
      if (answeredNotModified(req, res, await libraryEtag(db, accountId, req))) return undefined;
      const photos = query.photos > 0 ? await readPage(db, accountId, sortSegments('created'), 'desc', null, query.photos) : null;
      const albums = query.albums > 0 ? await listAlbums(db, accountId, 'exclude', null, query.albums) : null;
      return res.json({
        images: (photos?.rows ?? []).map((row) => photoJson(row, signer)),
        albums: albums ? await albumsJson(db, albums.rows, signer) : [],
      });
    }),
  );
}
