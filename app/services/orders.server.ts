import { z } from 'zod';
import { ORDERS_LIST_LIMIT } from '~/lib/constants';
import { callUpstream, type UpstreamContext } from './http.server';
import { INTERNAL_STATUSES } from './order-statuses';
import { pictureSchema } from './picture';

export const deliveryAddressSchema = z.object({
  // Undefined while a change of address is in progress (spec section 2).
  type: z.enum(['Home', 'PickupPoint']).optional().catch(undefined),
  name: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string().nullable().optional(),
  pickupPointName: z.string().nullable().optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const superorderSchema = z.object({
  orderCode: z.string().min(1),
  created: z.string(),
  dispatched: z.string().nullable(),
  internalStatus: z.enum(INTERNAL_STATUSES),
  source: z.enum(['Resnap', 'Albelli']),
  productCount: z.number().int().min(0),
  products: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      voucher: z.string().nullable(),
      status: z.string(),
      // The line's price in the order's currency; read tolerantly: a service without it shows the total only.
      price: z.number().nullish().catch(null),
      picture: pictureSchema,
    }),
  ),
  deliveryAddress: deliveryAddressSchema,
  total: z.object({ amount: z.number(), currency: z.string().length(3) }),
  // A sent order's carrier and tracking page (decision 2630), read tolerantly: a tracking page is
  // linked only when it is https; anything else, or a service without them, leaves them out.
  carrier: z.string().trim().min(1).max(80).nullish().catch(null),
  trackingUrl: z.url({ protocol: /^https$/ }).max(2000).nullish().catch(null),
  // The shop's payment page of an order awaiting payment (decision 2510); only http(s), else none.
  paymentUrl: z
    .string()
    .url()
    .refine((u) => /^https?:/i.test(u))
    .nullish()
    .catch(null),
});
export type Superorder = z.infer<typeof superorderSchema>;

const pageSchema = z.object({ total: z.number().int().min(0), superOrders: z.array(superorderSchema) });

/** One page of GET /v2/superorders/me (not expired, newest first). */
export async function getSuperordersPage(ctx: UpstreamContext, offset: number, limit = ORDERS_LIST_LIMIT) {
  const page = await callUpstream('ORDER_API_URL', ctx, {
    path: '/v2/superorders/me',
    query: { Offset: offset, Limit: limit, OrderState: 'notExpired' },
    schema: pageSchema,
    // Unchanged since the last read, it comes back as a 304 and the kept answer (decision 1623).
    revalidate: true,
  });
  return page;
}

/** Every not-expired superorder: pages of 100 until the total is reached. */
export async function listSuperorders(ctx: UpstreamContext): Promise<Superorder[]> {
  const orders: Superorder[] = [];
  for (;;) {
    const page = await getSuperordersPage(ctx, orders.length);
    orders.push(...page.superOrders);
    if (page.superOrders.length === 0 || orders.length >= page.total) return orders;
  }
}

/**
 * GET /v1/superorders/{code}; null when the fetch returns nothing: no such order for this
 * customer (404), or an OK answer with nothing in it (204, an empty body, null, {}, []).
 */
export function getSuperorder(ctx: UpstreamContext, code: string): Promise<Superorder | null> {
  return callUpstream('ORDER_API_URL', ctx, { path: `/v1/superorders/${encodeURIComponent(code)}`, schema: superorderSchema, nullOn: [404], nothingIsNull: true });
}

/** PUT /v1/superorders/{code}/deliveryAddress with the new home address. */
export async function changeDeliveryAddress(ctx: UpstreamContext, code: string, address: Record<string, string>): Promise<Superorder> {
  const updated = await callUpstream('ORDER_API_URL', ctx, {
    method: 'PUT',
    path: `/v1/superorders/${encodeURIComponent(code)}/deliveryAddress`,
    body: address,
    schema: superorderSchema,
  });
  return updated;
}
