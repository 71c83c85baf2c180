import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { expect, test } from './support/sign-in';

// Orders list: two tabs that are links (they change the URL), seeded orders split by the
// 30/14-day rule, status words (Cancelled red, the rest cyan), and the overview's recent orders.

test.use({ as: 'customer' });

// Newest first.
const IN_PROGRESS = ['KS-10001', 'KS-10002', 'KS-10007', 'KS-10003', 'KS-10004', 'KS-10005'];
const HISTORY = ['KS-10006', 'KS-10008', 'KS-10009', 'KS-10010'];

// Each order's heading link (a card may also link its tracking page and receipt).
const orderLinks = (page: import('@playwright/test').Page) => page.locator('.order-list').getByRole('heading').getByRole('link');

// The customer's two tabs share one test, one step each (neither changes anything).
test('the in-progress tab lists the recent orders and the history tab the older ones, not the expired one @no-js', async ({ page }) => {
  await test.step('the in-progress tab lists the orders of the last 30 days not sent more than 14 days ago', async () => {
    await page.goto('/orders');
    await expect(page).toHaveTitle(/^My orders \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Order lists' });
    await expect(tabs.getByRole('link', { name: 'In progress' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(orderLinks(page)).toHaveText(IN_PROGRESS.map((c) => `Order ${c}`));
    const cancelled = page.locator('article', { has: page.getByRole('link', { name: 'Order KS-10007' }) });
    await expect(cancelled.locator('.status-tag')).toHaveText('Cancelled');
    await expect(cancelled.locator('.status-tag')).toHaveClass(/status-tag--red/);
    const received = page.locator('article', { has: page.getByRole('link', { name: 'Order KS-10001' }) });
    await expect(received.locator('.status-tag')).toHaveText('Awaiting payment');
    await expect(received.locator('.status-tag')).toHaveClass(/status-tag--cyan/);
    await expect(received).toContainText('1 product');
    // Products, not units: one product of 36 prints is '1 product'.
    const prints = page.locator('article', { has: page.getByRole('link', { name: 'Order KS-10002' }) });
    await expect(prints).toContainText(/1 product(?!s)/);
  });

  await test.step('the history tab lists the older orders, not the expired one', async () => {
    await page.goto('/orders');
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/orders\?tab=history$/);
    await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    await expect(orderLinks(page)).toHaveText(HISTORY.map((c) => `Order ${c}`));
    const sent = page.locator('article', { has: page.getByRole('link', { name: 'Order KS-10009' }) });
    await expect(sent.locator('.status-tag')).toHaveText('Sent');
    await sent.getByRole('link', { name: 'Order KS-10009' }).click();
    await expect(page).toHaveURL(/\/orders\/KS-10009$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  });
});

test.describe('as a business customer', () => {
  test.use({ as: 'business' });
  test('a business customer sees their own orders only @no-js', async ({ page }) => {
    await page.goto('/orders');
    await expect(orderLinks(page)).toHaveText(['Order KS-20001', 'Order KS-20003']);
    await page.goto('/orders?tab=history');
    await expect(orderLinks(page)).toHaveText(['Order KS-20002']);
  });
});

// JavaScript only: the tabs' axe checks, then the overview, last as it changes the viewport.
test('both tabs have no axe violations; the overview shows the three newest orders with their products’ status words', async ({ page }) => {
  await test.step('both tabs have no axe violations', async () => {
    for (const path of ['/orders', '/orders?tab=history']) {
      await page.goto(path);
      await expect(orderLinks(page).first()).toBeVisible();
      if (test.info().project.use.javaScriptEnabled === false) await expectNoAxeViolationsWithoutJs(page);
      else await expectNoAxeViolations(page);
    }
  });

  await test.step('the overview shows the three newest orders with their products’ status words (orders by account)', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText(['Order KS-10001', 'Order KS-10002', 'Order KS-10007']);
    await expect(recent.locator('.recent-orders__status')).toHaveText(['Awaiting payment', 'Payment successful', 'Cancelled']);
    await expect(page.locator('.cards .card').first()).toBeVisible();
  });
});
