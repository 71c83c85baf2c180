import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../../auth';
import { activationOf } from '../activation/service';
import { countAlbums } from '../albums/store';
import type { Database } from '../../db/schema';
import { route } from '../../http/handlers';
import { UNKNOWN_MONTH, parseMonthKey } from '../ingest/month-key';
import { monthCounts, timelineJson } from '../library/counts';
import { encodeCursor } from '../library/cursor';
import { monthSegment, readPage } from '../library/order';
import { photoJson } from '../library/photo-json';
import type { MediaSigner } from '../media/signing';
import { libraryEtag } from '../library/revision';
import { answeredNotModified } from '../../http/revision-etag';
import { parseQuery } from './queries';

const overviewQuery = z.object({
  photos: z.coerce.number().int().min(0).max(500).default(24),
  limit: z.coerce.number().int().min(1).max(500).default(24),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  sortKey: z.enum(['created', 'dateTaken']).optional(),
  displaySharedData: z.enum(['true', 'false']).default('false'),
});

/** The timeline's months in display order: dated months by month, oldest or newest first; undated last. */
function monthsInOrder(keys: string[], order: 'asc' | 'desc'): string[] {
  const value = (key: string) => {
    const { year, month } = parseMonthKey(key);
    return Number(year) * 100 + Number(month);
  };
  const dated = keys.filter((k) => k !== UNKNOWN_MONTH).sort((a, b) => (order === 'asc' ? value(a) - value(b) : value(b) - value(a)));
  return keys.includes(UNKNOWN_MONTH) ? [...dated, UNKNOWN_MONTH] : dated;
}

/**
 * `GET /users/timeline/overview` (an extension of the photo API, decision 1604): what the timeline
 * page's first view needs in one call — the photo count (`GET /users`), the month counts
 * (`GET /users/timeline`) and the first page (`GET /photos/timeline/{year}/{month}`) of the first
 * months in display order, until they hold `photos` photos (at least one month; decision 1607),
 * each as those calls answer it; and the rest of the page's photo-API reads (decision 1618):
 * `albumsCount` as `GET /albums?displaySharedData` counts it and `activation` as
 * `GET /users/activate` answers it. It carries an ETag (the library's revision, decision 1620):
 * asked again with `If-None-Match` while nothing changed, it answers 304 without reading the rest.
 */
export function addOverviewRoute(router: Router, db: Kysely<Database>, signer: MediaSigner): void {
  router.get(
    '/users/timeline/overview',
    route(async (req, res) => {
      const query = parseQuery(overviewQuery, req.query, res);
      if (!query) return undefined;
      const accountId = callerOf(res).id;
      if (answeredNotModified(req, res, await libraryEtag(db, accountId, req))) return undefined;
      const counts = await monthCounts(db, accountId);
      const countOf = new Map(counts.map((c) => [c.month_key, c.count]));
      const pages = [];
      let shown = 0;
      for (const key of monthsInOrder([...countOf.keys()], query.sortOrder)) {
        if (shown >= query.photos) break;
        shown += Math.min(countOf.get(key) ?? 0, query.limit);
        const page = await readPage(db, accountId, [monthSegment(key)], query.sortOrder, null, query.limit);
        pages.push({
          ...parseMonthKey(key),
          cursor: page?.next ? encodeCursor(page.next) : null,
          images: (page?.rows ?? []).map((r) => photoJson(r, signer)),
        });
      }
      return res.json({
        photosCount: counts.reduce((sum, c) => sum + c.count, 0),
        timeline: timelineJson(counts),
        pages,
        albumsCount: await countAlbums(db, accountId, query.displaySharedData === 'true' ? 'include' : 'exclude'),
        activation: await activationOf(db, accountId),
      });
    }),
  );
}
