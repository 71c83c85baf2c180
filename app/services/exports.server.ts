import { z } from 'zod';
import { callUpstream, UpstreamShapeError, type UpstreamContext } from './http.server';

/** The whole-library export on the photo API (docs/contracts/export-api.md). */
const SERVICE = 'PHOTO_API_URL';

/** Spec section 5: a chunk has iteration ≥ 0 and size ≥ 1. */
const chunk = z.object({ iteration: z.number().int().min(0), size: z.number().int().min(1) });

/** Spec sections 3 and 5: the export's shape; a READY export has at least one chunk. */
export const backupSchema = z
  .object({
    backupId: z.string().min(1),
    status: z.enum(['REQUESTED', 'IN_PROGRESS', 'FAILED', 'READY']),
    chunks: z.array(chunk),
    created: z.string(),
    updated: z.string(),
  })
  .refine((b) => b.status !== 'READY' || b.chunks.length >= 1, { message: 'a READY export has at least one chunk', path: ['chunks'] });
export type Backup = z.infer<typeof backupSchema>;

/** Spec section 5: FAILED when creating is this error. */
export const FAILED_MESSAGE = 'Unable to generate backup request!';

export type CreateResult = { kind: 'started'; backup: Backup } | { kind: 'empty' };

/** Made once: zod compiles a schema on its first use, which no request should pay again. */
const chunkUrlSchema = z.object({ url: z.string().url() });

/**
 * POST /backups. A new export (202) or the one already running (200) come back as `started`;
 * an empty library (409 empty_library) as `empty`. A wrong shape throws 'Unable to parse
 * response!', status FAILED throws 'Unable to generate backup request!'.
 */
export async function createExport(ctx: UpstreamContext): Promise<CreateResult> {
  // 409 is only ever empty_library (docs/contracts/export-api.md): an answer, not a failure.
  const backup = await callUpstream(SERVICE, ctx, { method: 'POST', path: '/backups', schema: backupSchema, nullOn: [409] });
  if (!backup) return { kind: 'empty' };
  if (backup.status === 'FAILED') throw new UpstreamShapeError(FAILED_MESSAGE, ctx.correlationId);
  return { kind: 'started', backup };
}

/** GET /backups/{id}: the export, or null for a 404 (unknown, someone else's, or gone). */
export function getExport(ctx: UpstreamContext, backupId: string): Promise<Backup | null> {
  return callUpstream(SERVICE, ctx, { path: `/backups/${encodeURIComponent(backupId)}`, schema: backupSchema, nullOn: [404] });
}

/** GET /backups/{id}/chunks/{n}/url: the signed link, or null when it expired (404). */
export async function getChunkUrl(ctx: UpstreamContext, backupId: string, iteration: number): Promise<string | null> {
  const res = await callUpstream(SERVICE, ctx, {
    path: `/backups/${encodeURIComponent(backupId)}/chunks/${iteration}/url`,
    schema: chunkUrlSchema,
    nullOn: [404],
  });
  return res?.url ?? null;
}
