import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { expect, test } from './support/sign-in';

// The widget gallery and blocked orders (decisions 2140, 2141).

test.use({ as: 'customer' });

test('publishes a book in the gallery, changes it and removes it, each a form with Post/Redirect/Get @no-js', async ({ page }, info) => {
  // One gallery entry per book and brand: the no-JS run alone (the share tests use this book too, not its gallery).
  test.skip(!info.project.name.startsWith('no-js'), 'the no-JS path; the JS path is the same forms, enhanced');
  await page.goto('/online-products/KS-10003-1');
  const gallery = page.getByRole('region', { name: 'Gallery' });
  const title = gallery.getByLabel('Title in the gallery');
  await expect(title).toHaveValue('Hardcover photo book A4');

  // Refused: no category, no title — the GOV.UK pattern after the redirect, the answers kept.
  await title.fill('');
  await gallery.getByLabel('Description (optional)').fill('Two weeks by the sea');
  await gallery.getByRole('button', { name: 'Publish in the gallery' }).click();
  await expect(page).toHaveTitle(/^Error: /);
  const summary = page.locator('.error-summary');
  await expect(summary.getByRole('link', { name: 'Select a category' })).toHaveAttribute('href', '#gallery-category');
  await expect(summary.getByRole('link', { name: 'Enter a title' })).toHaveAttribute('href', '#gallery-title');
  await expect(gallery.getByLabel('Description (optional)')).toHaveValue('Two weeks by the sea');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsWithoutJs(page);

  await gallery.getByRole('radio', { name: 'Travel' }).check();
  await title.fill('Our trip');
  await gallery.getByRole('button', { name: 'Publish in the gallery' }).click();
  await expect(page.getByRole('status').getByText('Your photo book was published in the gallery.')).toBeVisible();
  await expect(gallery.getByText('Your photo book is in the gallery, in Travel.')).toBeVisible();
  await expect(title).toHaveValue('Our trip');
  await expectNoAxeViolationsWithoutJs(page);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth), 'no sideways scrolling at 320 px').toBe(0);

  await gallery.getByRole('radio', { name: 'Family' }).check();
  await gallery.getByRole('button', { name: 'Save gallery changes' }).click();
  await expect(page.getByRole('status').getByText('Your gallery changes were saved.')).toBeVisible();
  await expect(gallery.getByText('Your photo book is in the gallery, in Family.')).toBeVisible();
  await expect(gallery.getByRole('radio', { name: 'Family' })).toBeChecked();

  await gallery.getByRole('button', { name: 'Remove from the gallery' }).click();
  await expect(page.getByRole('status').getByText('Your photo book was removed from the gallery.')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Publish in the gallery' })).toBeVisible();
  await expect(page).toHaveURL(/\/online-products\/KS-10003-1$/);
});

test('a blocked order’s book says why and offers neither sharing nor publishing', async ({ page }) => {
  await page.goto('/online-products/KS-10009-1');
  const notice = page.getByRole('region', { name: 'This photo book is blocked' });
  await expect(notice).toContainText('Order KS-10009 is blocked, so its photo book cannot be shared or published in the gallery.');
  await expect(notice).toContainText('Reason: A photo in this book is under copyright review.');
  await expect(page.getByRole('button', { name: 'Send email' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish in the gallery' })).toHaveCount(0);
  // Not shown as active, and no empty Gallery section (decision 2141).
  await expect(page.getByText('Status: Blocked')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gallery' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
