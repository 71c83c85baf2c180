import { jsOn } from './support/focus';
import { startSelection } from './support/library';
import { expect, test } from './support/sign-in';

// A month's select-all toggle (photo-library.md section 2: "Each month has a select-all toggle.
// If all are already selected, it deselects all."): in a month shown in part ('+N'), it reads
// 'Deselect all' once the whole month is selected, not only its loaded photos (decision 1990).
// The demo customer's selection lives in the URL; nothing in the library changes.

test.use({ as: 'customer' });

test('a month shown in part reads Deselect all once all of it is selected, and Select all again after @no-js', async ({ page }) => {
  await startSelection(page);
  const month = page.locator('section.month').filter({ has: page.getByRole('link', { name: /^\+\d+ more photos from / }) }).first();
  const heading = (await month.locator('.month__heading').textContent())!;
  const count = Number(/^\+(\d+)/.exec((await month.locator('.tile__more').textContent())!)![1]) + (await month.locator('.tile__link').count());
  await month.getByRole('button', { name: `Select all in ${heading}` }).click();
  // The count is the scripts' (decision 2580): without them the status holds none.
  if (jsOn()) await expect(page.getByRole('status').filter({ hasText: `${count} selected` })).toBeVisible();
  const deselect = month.getByRole('button', { name: `Deselect all in ${heading}` });
  await expect(deselect).toBeVisible();
  await deselect.click();
  if (jsOn()) await expect(page.getByRole('status').filter({ hasText: '0 selected' })).toBeVisible();
  await expect(month.locator('.tile__check:checked')).toHaveCount(0);
  await expect(month.getByRole('button', { name: `Select all in ${heading}` })).toBeVisible();
});
