import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

const deliveryDatesSchema = z.object({ earliest: z.string(), latest: z.string() });
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;

/** GET /OrderDeliveryDates/{orderId} (the order code); 404 gives null. */
export function getDeliveryDates(ctx: UpstreamContext, orderId: string): Promise<DeliveryDates | null> {
  return callUpstream('DELIVERY_API_URL', ctx, { path: `/OrderDeliveryDates/${encodeURIComponent(orderId)}`, schema: deliveryDatesSchema, nullOn: [404] });
}
