import { logFailure } from '~/lib/log.server';
import type { UpstreamContext } from '~/services/http.server';
import { receiptOrderCodes, type OrderState } from '~/services/receipts.server';

/** An optional part of an orders page: a failure is logged and `fallback` shown instead; the page still shows. */
export async function optional<T>(ctx: UpstreamContext, what: string, work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    logFailure(`${what} could not be loaded`, error, { correlationId: ctx.correlationId });
    return fallback;
  }
}

/**
 * The codes of `orders` that have a receipt (decision 2632), when `wanted` (every customer but
 * a business one, who keeps the invoices); a failure shows none.
 */
export function receiptCodes(ctx: UpstreamContext, wanted: boolean, orders: readonly OrderState[]): Promise<Set<string>> {
  return wanted ? optional(ctx, 'receipts', receiptOrderCodes(ctx, orders), new Set<string>()) : Promise.resolve(new Set<string>());
}
