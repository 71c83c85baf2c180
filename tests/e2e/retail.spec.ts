import fs from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { fixCutoffs } from './support/cutoffs';
import { expect, test } from './support/sign-in';

// The ordering deadlines on the orders page (decision 2150) and a product's PDF from its
// order (decision 2151). One test, one load of each page.

test.use({ as: 'customer' });

test('the orders page shows the ordering deadlines, and an order offers its photo book’s PDF @no-js', async ({ page }, info) => {
  const axe = () => (info.project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));
  await fixCutoffs();
  await page.goto('/orders');
  const deadlines = page.getByRole('region', { name: 'Ordering deadlines' });
  await expect(deadlines.getByRole('listitem')).toHaveText([
    'Calendars: order by 7 December 2099 at 23:59 GMT for Christmas delivery',
    'Photo books: order by 7 December 2099 at 23:59 GMT for Christmas delivery',
    'Wall decor: order by 17 December 2099 at 23:59 GMT',
  ]);
  await expect(deadlines.locator('time').first()).toHaveAttribute('datetime', '2099-12-07T23:59:00.000Z');
  await axe();

  await page.goto('/orders/KS-10005');
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('link', { name: /^Download PDF/ })).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), products.getByRole('link', { name: 'Download PDF Hardcover photo book A4' }).click()]);
  expect(download.suggestedFilename()).toBe('Hardcover photo book A4 KS-10005-1.pdf');
  const doc = await PDFDocument.load(await fs.readFile((await download.path())!));
  expect(doc.getTitle()).toBe('Hardcover photo book A4 KS-10005-1');
  await axe();
  // Someone else's product, or one of another order: the account's 404.
  expect((await page.request.get('/orders/KS-30002/products/KS-30002-1/pdf')).status()).toBe(404);
  expect((await page.request.get('/orders/KS-10005/products/KS-10003-1/pdf')).status()).toBe(404);
});
