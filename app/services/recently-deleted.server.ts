import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { chunk } from '~/lib/chunk';
import { log } from '~/lib/log.server';
import { deleteInBatches, RetriesExceededError, RETRIES_EXCEEDED } from './batches';
import { callUpstream, type UpstreamContext } from './http.server';
import { getPhoto, photoSchema } from './photo-library.server';

/**
 * Recently deleted, an extension of the photo API (docs/contracts/recently-deleted-api.md,
 * decision 2600). A photo API without it answers 404 to the list: then `null`/`false` here, and
 * the callers delete permanently as before.
 */
const SERVICE = 'PHOTO_API_URL';

export const binPhotoSchema = photoSchema.extend({
  deletedAt: z.string(),
  purgeAfter: z.string(),
});
export type BinPhoto = z.infer<typeof binPhotoSchema>;
const binPageSchema = z.object({
  count: z.number().int().min(0),
  keepDays: z.number().int().min(1),
  cursor: z.string().nullable(),
  images: z.array(binPhotoSchema),
});
export type BinPage = z.infer<typeof binPageSchema>;
const movedSchema = z.object({
  batchId: z.string(),
  moved: z.array(z.string()),
  failed: z.array(z.string()),
});
const movedAllSchema = z.object({
  batchId: z.string(),
  moved: z.number().int().min(0),
});
const restoredSchema = z.object({
  restored: z.number().int().min(0),
  failed: z.array(z.string()),
});
const purgedSchema = z.object({ purged: z.number().int().min(0) });

/** One page of the customer's deleted photos, last deleted first; null when the photo API has no Recently deleted. */
export function listRecentlyDeleted(ctx: UpstreamContext, opts: { cursor?: string | null; limit?: number } = {}): Promise<BinPage | null> {
  return callUpstream(SERVICE, ctx, {
    path: '/recently-deleted',
    query: { cursor: opts.cursor ?? undefined, limit: opts.limit ?? 100 },
    schema: binPageSchema,
    nullOn: [404],
  });
}

/** Whether deletes go to Recently deleted, and for how many days (null: they are permanent). Other failures throw. */
export async function recentlyDeletedDays(ctx: UpstreamContext): Promise<number | null> {
  return (await listRecentlyDeleted(ctx, { limit: 0 }))?.keepDays ?? null;
}

export interface MovedToBin {
  batchId: string;
  moved: number;
}

/**
 * Moves photos into Recently deleted in batches with retries, as one batch (one Undo): ids the
 * API reports are tried again while they still exist (decision 0400). Throws when ids remain.
 */
export async function moveToRecentlyDeleted(ctx: UpstreamContext, ids: readonly string[]): Promise<MovedToBin> {
  const batchId = randomUUID();
  let moved = 0;
  try {
    await deleteInBatches(ids, {
      send: async (batch) => {
        const res = (await callUpstream(SERVICE, ctx, {
          method: 'POST',
          path: '/recently-deleted',
          body: { photoIds: batch, batchId },
          schema: movedSchema,
        }));
        moved += res.moved.length;
        return res.failed;
      },
      stillThere: async (left) => {
        const present: string[] = [];
        for (const id of left) if (await getPhoto(ctx, id)) present.push(id);
        return present;
      },
    });
  } catch (error) {
    if (error instanceof RetriesExceededError)
      log('error', RETRIES_EXCEEDED, {
        remaining: error.remaining.length,
        correlationId: ctx.correlationId,
      });
    throw error;
  }
  return { batchId, moved };
}

/** Moves every photo of the library into Recently deleted. */
export async function moveAllToRecentlyDeleted(ctx: UpstreamContext): Promise<MovedToBin> {
  return (await callUpstream(SERVICE, ctx, {
    method: 'POST',
    path: '/recently-deleted/all',
    body: { batchId: randomUUID() },
    schema: movedAllSchema,
  }));
}

export type RestoreWhich = { photoIds: readonly string[] } | { batchId: string } | { all: true };

/** Restores photos (ids in calls of up to 500), one batch, or all; answers how many came back. */
export async function restoreRecentlyDeleted(ctx: UpstreamContext, which: RestoreWhich): Promise<number> {
  const send = async (body: object) =>
    (await callUpstream(SERVICE, ctx, {
      method: 'POST',
      path: '/recently-deleted/restore',
      body,
      schema: restoredSchema,
    })).restored;
  if (!('photoIds' in which)) return send(which);
  let restored = 0;
  for (const part of chunk([...new Set(which.photoIds)], 500)) restored += await send({ photoIds: part });
  return restored;
}

/** Empties Recently deleted for good; answers how many photos went. */
export async function emptyRecentlyDeleted(ctx: UpstreamContext): Promise<number> {
  return (await callUpstream(SERVICE, ctx, {
    method: 'DELETE',
    path: '/recently-deleted',
    schema: purgedSchema,
  })).purged;
}
