import { logFailure } from '~/lib/log.server';
import { getBlockedOrder } from '~/services/gallery.server';
import type { UpstreamContext } from '~/services/http.server';

/**
 * Which of these orders are blocked (GET v1/blockedorders/{orderCode}, one call per order). As on
 * a book's own page, a failed lookup is logged and counts as not blocked: the service refuses a
 * blocked book's share or gallery entry anyway.
 */
export async function blockedOrderCodes(ctx: UpstreamContext, orderCodes: string[]): Promise<Set<string>> {
  const codes = [...new Set(orderCodes)];
  const answers = await Promise.allSettled(codes.map((code) => getBlockedOrder(ctx, code)));
  const blocked = new Set<string>();
  answers.forEach((answer, i) => {
    if (answer.status === 'rejected')
      logFailure('blocked order lookup failed', answer.reason, {
        correlationId: ctx.correlationId,
      });
    else if (answer.value?.isBlocked) blocked.add(codes[i]!);
  });
  return blocked;
}
