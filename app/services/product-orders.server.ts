import { z } from 'zod';
import { ORDERS_BY_ACCOUNT_LIMIT } from '~/lib/constants';
import { callUpstream, type UpstreamContext } from './http.server';
import { pictureSchema } from './picture';

/** One product order (a product line of a superorder), as the order service answers it (docs/contracts/order-api.md). */
export const productOrderSchema = z.object({
  id: z.number().int().positive(),
  orderCode: z.string().min(1),
  accountId: z.string().min(1),
  productCode: z.string().min(1),
  articleName: z.string(),
  title: z.string(),
  quantity: z.number().int().min(0),
  voucher: z.string().nullable(),
  status: z.string(),
  price: z.number(),
  created: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a date'),
  /** The product's picture (decision 2420); null when it has none. */
  picture: pictureSchema,
});
export type ProductOrder = z.infer<typeof productOrderSchema>;

/** Made once: zod compiles a schema on its first use, which no request should pay again. */
const byAccountSchema = z.object({ total: z.number().int().min(0), orders: z.array(productOrderSchema) });
export type ProductOrdersPage = z.infer<typeof byAccountSchema>;

/**
 * GET /orders/byAccount/{accountId}?articleNames&offset&limit=10: the account's product orders,
 * newest first, ten at a time (spec section 9); `articleNames` narrows them to those articles.
 */
export async function listOrdersByAccount(ctx: UpstreamContext, accountId: string, opts: { articleNames?: string[]; offset?: number } = {}): Promise<ProductOrdersPage> {
  const page = await callUpstream('ORDER_API_URL', ctx, {
    path: `/orders/byAccount/${encodeURIComponent(accountId)}`,
    query: { articleNames: opts.articleNames?.length ? opts.articleNames.join(',') : undefined, offset: opts.offset ?? 0, limit: ORDERS_BY_ACCOUNT_LIMIT },
    schema: byAccountSchema,
    // Unchanged since the last read, it comes back as a 304 and the kept answer (decision 1623).
    revalidate: true,
  });
  return page;
}

/** GET /v1/Orders/{id}: one of the customer's product orders; null when there is none of theirs (404). */
export function getProductOrder(ctx: UpstreamContext, id: number): Promise<ProductOrder | null> {
  return callUpstream('ORDER_API_URL', ctx, { path: `/v1/Orders/${encodeURIComponent(String(id))}`, schema: productOrderSchema, nullOn: [404] });
}
