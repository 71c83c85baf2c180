import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { findDeleteLink } from './support/projects';
import { expect, test } from './support/sign-in';

// Saved projects: pages of ten, totalProjectCount, delete with a confirmation (works without JS).

test.use({ as: 'customer' });

test('pages of ten with the total and page links', async ({ page }, info) => {
  await page.goto('/saved-projects');
  await expect(page.getByRole('heading', { level: 1, name: 'My saved projects' })).toBeVisible();
  await expect(page.getByText(/^\d+ saved projects$/)).toBeVisible();
  await expect(page.locator('.project')).toHaveCount(10);
  // The photos behind the newest projects, from their upload records (decision 2134): own, anonymous, gone.
  await expect(page.locator('.project').nth(0)).toContainText('3 photos');
  await expect(page.locator('.project').nth(1)).toContainText('2 photos');
  await expect(page.locator('.project').nth(2)).toContainText('2 photos · 1 photo is no longer available');
  const nav = page.getByRole('navigation', { name: 'Pages of saved projects' });
  await nav.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(nav.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await (info.project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));
});

/** A project of the demo customer's for each project's run (24 of them: three pages are left after three deletions). */
const DELETED = { js: 'Garden', 'no-js': 'Road trip (2)', 'no-js-scripts-blocked': 'Christmas cards (2)' } as Record<string, string>;

test('deletes a project after confirming, with Cancel focused first @no-js', async ({ page }, info) => {
  const name = DELETED[info.project.name]!;
  const link = await findDeleteLink(page, name);
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  if (!info.project.name.startsWith('no-js')) await expect(dialog.getByRole('link', { name: 'Cancel' })).toBeFocused();
  await (info.project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/saved-projects(\?page=\d+)?$/);
  await expect(page.getByRole('status').getByText(`The project “${name}” was deleted.`)).toBeVisible();
  for (let n = 1; n <= 3; n += 1) {
    await page.goto(`/saved-projects?page=${n}`);
    await expect(page.getByRole('link', { name: `Delete project ${name}`, exact: true })).toHaveCount(0);
  }
});

test('Cancel keeps the project', async ({ page }) => {
  const link = await findDeleteLink(page, 'Wedding album');
  await link.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Delete project Wedding album', exact: true })).toBeVisible();
});

test('someone else’s project id answers a 404 page', async ({ page }) => {
  const res = await page.goto('/saved-projects/prj-unknown-001/delete');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
