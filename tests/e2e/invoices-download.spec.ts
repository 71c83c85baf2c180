import fs from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

// B2B invoices: the list with totals, and each PDF as a download that opens.

test.describe('as a business customer', () => {
  test.use({ as: 'business' });

  test('lists invoices with totals and downloads a valid PDF named after the order @no-js', async ({ page }, info) => {
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'B2B invoices' })).toBeVisible();
    const row = page.getByRole('row', { name: /INV-2001/ });
    await expect(row).toContainText('KS-20001');
    await expect(row).toContainText('£999.90');
    await expect(page.getByRole('row', { name: /INV-2004/ })).toContainText('No order');
    await (info.project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));

    for (const [id, name] of [['INV-2001', 'invoice_KS-20001.pdf'], ['INV-2004', 'invoice_INV-2004.pdf']] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download PDF (invoice ${id})` }).click()]);
      expect(download.suggestedFilename()).toBe(name);
      const bytes = await fs.readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getTitle()).toBe(`Invoice ${id}`);
    }
    // The invoice groups beside the invoices (decision 2152).
    await expect(page.getByRole('region', { name: 'Invoice groups' })).toContainText('Invoices: INV-2001, INV-2002');
    const [group] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Invoice group IG-201 (PDF)' }).click()]);
    expect(group.suggestedFilename()).toBe('invoice_group_IG-201.pdf');
    expect((await PDFDocument.load(await fs.readFile((await group.path())!))).getTitle()).toBe('Invoice group IG-201');
  });

  // The two JavaScript-only checks of the business account, one step each (neither changes anything).
  test('another customer’s invoice id answers 404; online photo books are not for business customers', async ({ page }) => {
    test.setTimeout(60_000); // the two former tests' budgets: 30 s each

    await test.step('another customer’s invoice id answers 404', async () => {
      const res = await page.request.get('/invoices/INV-2005/pdf');
      expect(res.status()).toBe(404);
      // Nor another customer's invoice group (decision 2152).
      expect((await page.request.get('/invoices/groups/IG-301/pdf')).status()).toBe(404);
    });

    await test.step('online photo books are not for business customers', async () => {
      await page.goto('/online-products');
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test.describe('as a normal customer', () => {
  test.use({ storageState: STORAGE_STATE.customer });

  test('cannot reach /invoices or a PDF @no-js', async ({ page }) => {
    await page.goto('/invoices');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
    const res = await page.request.get('/invoices/INV-2001/pdf', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
  });
});
