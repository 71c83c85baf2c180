import { z } from 'zod';
import { callUpstream, UpstreamError, type UpstreamContext } from './http.server';
import { pictureSchema } from './picture';

const SERVICE = 'WIDGET_API_URL' as const;

export const widgetSchema = z.object({
  widgetId: z.string().min(1),
  productCode: z.string().min(1),
  orderCode: z.string().min(1),
  title: z.string().optional().default(''),
  status: z.enum(['Active', 'Deleted']).optional().default('Active'),
  vendorId: z.string().nullable().optional(),
  SenderName: z.string().nullable().optional(),
  RecipientEmail: z.string().nullable().optional(),
  PersonalMessage: z.string().nullable().optional(),
  /** The book's cover picture (decision 2420); null when it has none. */
  picture: pictureSchema,
});
export type Widget = z.infer<typeof widgetSchema>;

const photobooksSchema = z.object({ items: z.array(z.object({ orderCode: z.string(), productCode: z.string() })), total: z.number() });

/** Made once: zod compiles a schema on its first use, which no request should pay again. */
const widgetsSchema = z.array(widgetSchema);

/** The customer's photo-book products (the spec's listing by account; path `/v1/photobooks/me`). */
export async function listPhotobookOrderCodes(ctx: UpstreamContext): Promise<string[]> {
  const codes = new Set<string>();
  const pageSize = 100;
  for (let offset = 0; offset < 1000; offset += pageSize) {
    const page = (await callUpstream(SERVICE, ctx, { path: '/v1/photobooks/me', query: { offset, pageSize }, schema: photobooksSchema }));
    for (const item of page.items) codes.add(item.orderCode);
    if (page.items.length < pageSize || offset + pageSize >= page.total) break;
  }
  return [...codes];
}

/** GET /v1/widget/all?orderCodes=a,b */
export async function widgetsForOrders(ctx: UpstreamContext, orderCodes: string[]): Promise<Widget[]> {
  if (orderCodes.length === 0) return [];
  return (await callUpstream(SERVICE, ctx, { path: '/v1/widget/all', query: { orderCodes: orderCodes.join(',') }, schema: widgetsSchema }));
}

/** GET /v1/widget/{productCode}; null when it is not the customer's (404) or the token is refused (401 gives nothing). */
export function getWidget(ctx: UpstreamContext, productCode: string): Promise<Widget | null> {
  return callUpstream(SERVICE, ctx, { path: `/v1/widget/${encodeURIComponent(productCode)}`, schema: widgetSchema, nullOn: [401, 404] });
}

/** DELETE /v1/widget/{code}; false on 404. */
export async function deleteWidget(ctx: UpstreamContext, code: string): Promise<boolean> {
  return (await callUpstream(SERVICE, ctx, { method: 'DELETE', path: `/v1/widget/${encodeURIComponent(code)}`, schema: z.unknown(), nullOn: [404] })) !== null;
}

/** POST /v1/widget/{id}: reset (active) or recreate (deleted). */
export function resetWidget(ctx: UpstreamContext, id: string): Promise<Widget | null> {
  return callUpstream(SERVICE, ctx, { method: 'POST', path: `/v1/widget/${encodeURIComponent(id)}`, schema: widgetSchema, nullOn: [404] });
}

/** Base64 of the address, as the share call wants it. */
export const encodeEmail = (email: string) => Buffer.from(email, 'utf8').toString('base64');

export type ShareOutcome = 'shared' | 'notFound' | 'refused' | 'tooManyByCustomer' | 'tooManyForRecipient';

/**
 * PUT /v1/widget/{id}/share?vendorId&fromName&personalMessage&toEmailAddress (base64). 409
 * (deleted or blocked) → 'refused'; 429 (decision 1710: too many shares by this customer in the
 * hour, or to this address in the day) → which of the two.
 */
export async function shareWidget(
  ctx: UpstreamContext,
  widgetId: string,
  input: { vendorId: string; fromName: string; personalMessage: string; toEmailAddress: string },
): Promise<ShareOutcome> {
  try {
    const result = await callUpstream(SERVICE, ctx, {
      method: 'PUT',
      path: `/v1/widget/${encodeURIComponent(widgetId)}/share`,
      query: { ...input, toEmailAddress: encodeEmail(input.toEmailAddress) },
      schema: z.unknown(),
      nullOn: [404],
    });
    return result === null ? 'notFound' : 'shared';
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 409) return 'refused';
    if (error instanceof UpstreamError && error.status === 429) return /"scope"\s*:\s*"recipient"/.test(error.body) ? 'tooManyForRecipient' : 'tooManyByCustomer';
    throw error;
  }
}
