import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { expect, test } from './support/sign-in';

/** Parcel tracking (decision 2630) and receipts for every customer (decision 2632), on the order page and the orders list. */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

test.describe('a normal customer', () => {
  test.use({ as: 'customer' });

  test('a sent demo order shows its carrier and an external tracking link; one without tracking is as before @no-js', async ({ page }) => {
    await page.goto('/orders/KS-10005');
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText(/Sent on .+/);
    await expect(delivery).toContainText('Sent with Royal Mail');
    const track = delivery.getByRole('link', { name: "Track your parcel (KS-10005, on the carrier's website)" });
    await expect(track).toHaveAttribute('href', /^https:\/\/www\.royalmail\.com\//);
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    await axe(page);

    await page.goto('/orders/KS-10006');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Sent with DPD');
    await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveCount(0);

    await page.goto('/orders/KS-10008');
    const plain = page.getByRole('region', { name: 'Delivery' });
    await expect(plain).toContainText(/Sent on .+/);
    await expect(plain).not.toContainText('Sent with');
    await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveCount(0);

    await page.goto('/orders');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /KS-10005/ }) });
    await expect(card.getByRole('link', { name: /^Track your parcel/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await axe(page);
  });

  test('downloads a receipt PDF of a paid order, named as the invoices are; an unpaid order has none @no-js', async ({ page }) => {
    await page.goto('/orders/KS-10005');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download receipt (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe('receipt_KS-10005.pdf');
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Receipt KS-10005');

    await page.goto('/orders/KS-10001');
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download receipt/ })).toHaveCount(0);
    expect((await page.request.get('/orders/KS-10001/receipt', { maxRedirects: 0 })).status()).toBe(404);
    // Another customer's order: 404, as an unknown one.
    expect((await page.request.get('/orders/KS-30002/receipt', { maxRedirects: 0 })).status()).toBe(404);

    await page.goto('/orders');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /KS-10005/ }) });
    await expect(card.getByRole('link', { name: 'Download receipt (PDF) (KS-10005)' })).toHaveAttribute('href', '/orders/KS-10005/receipt');
  });
});

test.describe('a business customer', () => {
  test.use({ as: 'business' });
  test('keeps the invoices: no receipt link on the order page', async ({ page }) => {
    await page.goto('/orders/KS-20003');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Sent with Evri');
    await expect(page.getByRole('link', { name: /Download receipt/ })).toHaveCount(0);
  });
});
