import type { Superorder } from "~/services/orders.server";
import type { InternalStatus } from "~/services/order-statuses";
import { externalStatus, type ExternalStatus } from "./status";

/** The stages an order goes through, in order (the spec's external statuses but Cancelled). */
const ORDER_STAGES = [
  "AwaitingPayment",
  "Ordered",
  "InProduction",
  "Sent",
] as const satisfies readonly ExternalStatus[];
export type OrderStage = (typeof ORDER_STAGES)[number];

export type StepState = "done" | "current" | "todo";

/**
 * An order's progress: each stage done, current or still to come; a cancelled order has no
 * progress to show, only its state.
 */
export function orderProgress(
  internal: InternalStatus
):
  | { kind: "cancelled" }
  | { kind: "steps"; steps: { stage: OrderStage; state: StepState }[] } {
  const status = externalStatus(internal);
  if (status === "Cancelled") return { kind: "cancelled" };
  const at = ORDER_STAGES.indexOf(status);
  return {
    kind: "steps",
    steps: ORDER_STAGES.map((stage, i) => ({
      stage,
      state: i < at ? "done" : i === at ? "current" : "todo",
    })),
  };
}

export interface PriceSummary {
  /** Each product's line, or null when the service did not give every product's price. */
  lines:
    | { code: string; title: string; quantity: number; amount: number }[]
    | null;
  total: number;
  currency: string;
}

/** The figures the order service gives: each product's price (when all have one) and the order's total. */
export function priceSummary(
  order: Pick<Superorder, "products" | "total">
): PriceSummary {
  const priced = order.products.every((p) => typeof p.price === "number");
  return {
    lines:
      priced && order.products.length > 0
        ? order.products.map((p) => ({
            code: p.code,
            title: p.title,
            quantity: p.quantity,
            amount: p.price!,
          }))
        : null,
    total: order.total.amount,
    currency: order.total.currency,
  };
}
