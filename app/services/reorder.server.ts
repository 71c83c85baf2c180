import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

const statusSchema = z.object({ canReorder: z.boolean() });
const directSchema = z.object({ ShopUrl: z.string().min(1) });

/** GET /reorder/status/{orderCode}; null when the service does not know the order. */
export async function getReorderStatus(ctx: UpstreamContext, orderCode: string): Promise<{ canReorder: boolean } | null> {
  return callUpstream('REORDER_API_URL', ctx, { path: `/reorder/status/${encodeURIComponent(orderCode)}`, schema: statusSchema, nullOn: [404] });
}

/** POST /reorder/direct?OrderCode=…: the shop URL where the copy of the order waits. */
export async function reorderDirect(ctx: UpstreamContext, orderCode: string): Promise<string> {
  const answer = await callUpstream('REORDER_API_URL', ctx, { method: 'POST', path: '/reorder/direct', query: { OrderCode: orderCode }, schema: directSchema });
  return answer.ShopUrl;
}

/** Only http(s) URLs are followed: anything else (javascript:, data:, relative) is refused. */
export function safeShopUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
