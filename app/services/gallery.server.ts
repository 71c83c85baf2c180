import { z } from 'zod';
import { callUpstream, UpstreamError, type UpstreamContext } from './http.server';

// The widget gallery and blocked orders (account-area.md §7 "Widget gallery"; docs/contracts/widget-api.md).

const SERVICE = 'WIDGET_API_URL' as const;

export const galleryEntrySchema = z.object({
  widgetId: z.string().min(1),
  channel: z.string().min(1),
  categoryId: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable().optional().default(null),
});
export type GalleryEntry = z.infer<typeof galleryEntrySchema>;

const categoriesSchema = z.array(z.object({ id: z.number().int(), name: z.string().min(1) }));
export type GalleryCategory = z.infer<typeof categoriesSchema>[number];

const blockedSchema = z.object({ orderCode: z.string(), isBlocked: z.boolean(), reason: z.string().nullable().optional().default(null) });
export type BlockedOrder = z.infer<typeof blockedSchema>;

/** What the customer sends for an entry. */
export interface GalleryDetails {
  categoryId: number;
  title: string;
  description: string | null;
}

/** A refused write: 404 (not the customer's, or gone), 409 exists (publish twice) or 409 order_blocked. */
export type GalleryOutcome = 'done' | 'notFound' | 'exists' | 'blocked';

const entryPath = (widgetId: string) => `/v1/galleryentries/${encodeURIComponent(widgetId)}`;

/** A write answered with the entry: 404 → 'notFound'; 409 → the order is blocked, or (publishing) the entry exists already. */
async function write(ctx: UpstreamContext, opts: { method: 'POST' | 'PUT'; path: string; query?: Record<string, string>; body: unknown }): Promise<GalleryOutcome> {
  try {
    return (await callUpstream(SERVICE, ctx, { ...opts, schema: galleryEntrySchema, nullOn: [404] })) ? 'done' : 'notFound';
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 409) throw error;
    return /order_blocked/.test(error.body) ? 'blocked' : 'exists';
  }
}

/** GET /v1/galleryentries/{id}?channel= ; null when the book is not in that channel's gallery (404). */
export function getGalleryEntry(ctx: UpstreamContext, widgetId: string, channel: string): Promise<GalleryEntry | null> {
  return callUpstream(SERVICE, ctx, { path: entryPath(widgetId), query: { channel }, schema: galleryEntrySchema, nullOn: [404] });
}

/** GET /v1/categories */
export async function listGalleryCategories(ctx: UpstreamContext): Promise<GalleryCategory[]> {
  return (await callUpstream(SERVICE, ctx, { path: '/v1/categories', schema: categoriesSchema }));
}

/** POST /v1/galleryentries/ : publishes the book in the channel's gallery. */
export function createGalleryEntry(ctx: UpstreamContext, widgetId: string, channel: string, details: GalleryDetails): Promise<GalleryOutcome> {
  return write(ctx, { method: 'POST', path: '/v1/galleryentries/', body: { widgetId, channel, ...details } });
}

/** PUT /v1/galleryentries/{widgetId}?channel= : a new category, title or description. */
export function updateGalleryEntry(ctx: UpstreamContext, widgetId: string, channel: string, details: GalleryDetails): Promise<GalleryOutcome> {
  return write(ctx, { method: 'PUT', path: entryPath(widgetId), query: { channel }, body: details });
}

/** DELETE /v1/galleryentries/{id}?channel= ; false when there was none (404). */
export async function deleteGalleryEntry(ctx: UpstreamContext, widgetId: string, channel: string): Promise<boolean> {
  return (await callUpstream(SERVICE, ctx, { method: 'DELETE', path: entryPath(widgetId), query: { channel }, schema: z.unknown(), nullOn: [404] })) !== null;
}

/** GET v1/blockedorders/{orderCode}, no token (the spec's words); null for a code the service does not know (404). */
export function getBlockedOrder(ctx: UpstreamContext, orderCode: string): Promise<BlockedOrder | null> {
  return callUpstream(SERVICE, ctx, { path: `/v1/blockedorders/${encodeURIComponent(orderCode)}`, schema: blockedSchema, nullOn: [404], anonymous: true });
}
