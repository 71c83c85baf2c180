import type { Locator, Page } from "@playwright/test";
import { DEMO_ORDERS } from "../../platform/seed/orders";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
} from "./support/axe";
import { PLATFORM_URL } from "./support/env";
import { findDeleteLink } from "./support/projects";
import { expect, test } from "./support/sign-in";

// Orders and projects show what was made (decisions 2510, 2511): product pictures 120–160 px in
// lists and 240 px or more on an order's page, in a fixed column; the order's progress; its price
// summary from the order service's figures; Pay now only for an order awaiting payment.

test.use({ as: "customer" });

const axe = (page: Page) =>
  test.info().project.use.javaScriptEnabled === false
    ? expectNoAxeViolationsWithoutJs(page)
    : expectNoAxeViolations(page);

/** Rendered widths of the loaded images, in CSS px. */
async function widths(images: Locator): Promise<number[]> {
  await expect(images.first()).toBeVisible();
  return images.evaluateAll((imgs) =>
    imgs.map((img) => Math.round(img.getBoundingClientRect().width))
  );
}

/** Left edge of each card's heading: the same on every card, whatever the number of products. */
async function headingLefts(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((els) =>
    els.map((el) =>
      Math.round(el.querySelector("h2, h3")!.getBoundingClientRect().left)
    )
  );
}

/** Every width within the lists' range. */
const expectListSized = (ws: number[]) =>
  expect(
    ws.filter((w) => w < 120 || w > 160),
    ws.join(", ")
  ).toEqual([]);

const price = (minor: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(
    minor / 100
  );

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 320, height: 700 },
]) {
  test(`lists show pictures 120–160 px in a fixed column, details 240 px or more, no sideways scroll at ${viewport.width} px @no-js`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/orders");
    const cards = page.locator(".order-list .order-card");
    expectListSized(
      await widths(page.getByRole("main").locator("img.product-picture"))
    );
    // KS-10003 has two products, the others one: every heading starts at the same place.
    expect(
      await cards
        .filter({ has: page.getByRole("heading", { name: "Order KS-10003" }) })
        .getByRole("img")
        .count()
    ).toBe(2);
    expect(new Set(await headingLefts(cards)).size).toBe(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth)
    ).toBeLessThanOrEqual(viewport.width);

    if (viewport.width > 575) {
      // The overview is hidden on small screens (the spec).
      await page.goto("/");
      const recent = page.getByRole("region", { name: "Recent orders" });
      expectListSized(await widths(recent.getByRole("img")));
      expect(
        new Set(await headingLefts(recent.locator(".order-card"))).size
      ).toBe(1);
    }

    await page.goto("/saved-projects");
    expectListSized(
      await widths(page.getByRole("main").locator("img.product-picture"))
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth)
    ).toBeLessThanOrEqual(viewport.width);

    await page.goto("/orders/KS-10003");
    const products = page.getByRole("region", { name: "Products" });
    const detail = await widths(products.getByRole("img"));
    expect(
      detail.filter((w) => w < 240),
      detail.join(", ")
    ).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth)
    ).toBeLessThanOrEqual(viewport.width);
    await axe(page);
  });
}

// Read-only checks of the demo orders share a test, one step each; the step that leaves for the shop comes last.
test("an order’s page: its progress, its price summary and Pay now; a saved project’s delete confirmation shows its cover @no-js", async ({ page }) => {
  await test.step("the progress marks the order’s stage as the current step, in words; a cancelled order says so instead", async () => {
    const cases: [string, string[], string][] = [
      ["KS-10001", [], "Awaiting payment"],
      ["KS-10003", ["Awaiting payment", "Ordered"], "In production"],
      ["KS-10005", ["Awaiting payment", "Ordered", "In production"], "Sent"],
    ];
    for (const [code, done, current] of cases) {
      await page.goto(`/orders/${code}`);
      const progress = page.getByRole("region", { name: "Progress" });
      const steps = progress.getByRole("listitem");
      await expect(steps).toHaveText([
        /Awaiting payment/,
        /Ordered/,
        /In production/,
        /Sent/,
      ]);
      await expect(progress.locator('[aria-current="step"]')).toHaveCount(1);
      await expect(progress.locator('[aria-current="step"]')).toContainText(
        current
      );
      for (const stage of done)
        await expect(steps.filter({ hasText: stage })).toContainText("(done)");
      await expect(progress.locator('[aria-current="step"]')).not.toContainText(
        "(done)"
      );
    }
    await page.goto("/orders/KS-10007");
    const progress = page.getByRole("region", { name: "Progress" });
    await expect(progress).toContainText("This order has been cancelled.");
    await expect(progress.getByRole("list")).toHaveCount(0);
    await axe(page);
  });
  await test.step("the price summary shows each product’s price and the total the order service gives", async () => {
    for (const code of ["KS-10003", "KS-10005"]) {
      const order = DEMO_ORDERS.find((o) => o.code === code)!;
      await page.goto(`/orders/${code}`);
      const summary = page.getByRole("region", { name: "Price summary" });
      const lines = summary.locator(".order-price__line");
      await expect(lines).toHaveCount(order.products.length + 1);
      for (const [i, p] of order.products.entries()) {
        await expect(lines.nth(i).locator("dt")).toContainText(p.title);
        await expect(lines.nth(i).locator("dd")).toHaveText(price(p.price));
      }
      await expect(lines.last().locator("dt")).toHaveText("Total");
      await expect(lines.last().locator("dd")).toHaveText(
        price(order.products.reduce((sum, p) => sum + p.price, 0))
      );
    }
  });
  await test.step("a saved project’s delete confirmation shows the project’s cover at 240 px", async () => {
    await (await findDeleteLink(page, 'Wedding album')).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
    const cover = dialog.locator('img.product-picture');
    await expect(cover).toHaveAttribute('alt', '');
    // (Polled: the modal grows in from a little smaller, decision 2521.)
    await expect.poll(() => widths(cover)).toEqual([240]);
    await axe(page);
  });
  await test.step("Pay now is offered for the order awaiting payment only, and leads to the shop’s payment page", async () => {
    for (const code of ["KS-10002", "KS-10003", "KS-10005", "KS-10007"]) {
      await page.goto(`/orders/${code}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Pay now" }), code).toHaveCount(
        0
      );
    }
    await page.goto("/orders/KS-10001");
    const pay = page.getByRole("link", { name: "Pay now" });
    await expect(pay).toHaveClass(/\bbutton\b/);
    await expect(pay).not.toHaveClass(/button--secondary/);
    await expect(page.getByRole("button", { name: "Order again" })).toHaveCount(
      0
    );
    await axe(page);
    await pay.click();
    await expect(page).toHaveURL(`${PLATFORM_URL}/order-api/pay/KS-10001`);
    await expect(
      page.getByText("Pay for order KS-10001 in the shop.")
    ).toBeVisible();
  });
});

test("the overview’s latest photos and album covers fill their squares @no-js", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const tiles = page
    .getByRole("region", { name: "Latest photos" })
    .locator(".latest__photo");
  await expect(tiles.first()).toBeVisible();
  // The image covers its whole square tile: no band of the tile's background shows.
  const fits = await tiles.evaluateAll((els) =>
    els.map((el) => {
      const img = el.querySelector("img")!;
      const box = el.getBoundingClientRect();
      const r = img.getBoundingClientRect();
      return (
        getComputedStyle(img).objectFit === "cover" &&
        Math.abs(r.width - box.width) < 1 &&
        Math.abs(r.height - box.height) < 1
      );
    })
  );
  expect(fits.every(Boolean)).toBe(true);
  const covers = page
    .getByRole("region", { name: "Albums", exact: true })
    .locator(".album-card__cover img");
  if ((await covers.count()) > 0)
    expect(
      await covers.evaluateAll((imgs) =>
        imgs.every((i) => getComputedStyle(i).objectFit === "cover")
      )
    ).toBe(true);
});

