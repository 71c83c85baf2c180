import { describe, expect, it } from "vitest";
import { orderProgress, priceSummary } from "~/orders/progress";

describe("order progress", () => {
  it("marks the stages before the order’s as done, its own current, the rest to come", () => {
    expect(orderProgress("Received")).toEqual({
      kind: "steps",
      steps: [
        { stage: "AwaitingPayment", state: "current" },
        { stage: "Ordered", state: "todo" },
        { stage: "InProduction", state: "todo" },
        { stage: "Sent", state: "todo" },
      ],
    });
    const states = (s: Parameters<typeof orderProgress>[0]) => {
      const p = orderProgress(s);
      return p.kind === "steps" ? p.steps.map((x) => x.state) : p.kind;
    };
    expect(states("Confirmed")).toEqual(["done", "current", "todo", "todo"]);
    expect(states("ProductionStarted")).toEqual([
      "done",
      "done",
      "current",
      "todo",
    ]);
    expect(states("ProductionCompleted")).toEqual([
      "done",
      "done",
      "current",
      "todo",
    ]);
    expect(states("Dispatched")).toEqual(["done", "done", "done", "current"]);
  });

  it("has no steps for a cancelled order", () => {
    expect(orderProgress("Cancelled")).toEqual({ kind: "cancelled" });
  });
});

describe("price summary", () => {
  const product = (code: string, price: number | null | undefined) => ({
    code,
    title: `T ${code}`,
    quantity: 2,
    voucher: null,
    status: "approved",
    price,
    picture: null,
  });
  const total = { amount: 30, currency: "EUR" };

  it("lists each product’s price and the total", () => {
    expect(
      priceSummary({ products: [product("a", 10), product("b", 20)], total })
    ).toEqual({
      lines: [
        { code: "a", title: "T a", quantity: 2, amount: 10 },
        { code: "b", title: "T b", quantity: 2, amount: 20 },
      ],
      total: 30,
      currency: "EUR",
    });
  });

  it("gives the total only when a product has no price", () => {
    expect(
      priceSummary({ products: [product("a", 10), product("b", null)], total })
        .lines
    ).toBeNull();
    expect(priceSummary({ products: [], total }).lines).toBeNull();
  });
});
