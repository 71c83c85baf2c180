import { expect, signInByRequest, test } from './support/sign-in';

// The 'stripped' query parameter is carried through navigation (photo-library.md section 2):
// the links that lost it (decision 1990) keep it, so Order prints stays hidden wherever they lead.

test.use({ as: 'customer' });

test("'stripped' stays on album cards, saved-project links and the preview's download link", async ({ page }) => {
  await page.goto('/my-photos/albums?stripped=true');
  const own = page.getByRole('list', { name: 'Your albums' });
  await expect(own.getByRole('link', { name: /^Family\s+30 photos$/ })).toHaveAttribute('href', /^\/my-photos\/albums\/[0-9a-f-]{36}\?stripped=true$/);
  const shared = page.getByRole('list', { name: 'Shared with you' }).getByRole('link').first();
  await expect(shared).toHaveAttribute('href', /^\/my-photos\/shared-albums\/[^?]+\?stripped=true$/);

  await page.goto('/saved-projects?stripped=true');
  await expect(page.locator('.project a[href*="/delete"]').first()).toHaveAttribute('href', /^\/saved-projects\/[^/]+\/delete\?stripped=true$/);
  const pages = page.getByRole('navigation', { name: 'Pages of saved projects' });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/saved-projects?page=2&stripped=true');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page.locator('.project a[href*="/delete"]').first()).toHaveAttribute('href', /^\/saved-projects\/[^/]+\/delete\?page=2&stripped=true$/);

  await page.goto('/my-photos/photos?stripped=true');
  await page.locator('.tile__link').first().click();
  await expect(page).toHaveURL(/\/preview\/[^?]+\?stripped=true$/);
  // Download opens the single download modal, which fetches the file with 'stripped' kept.
  await expect(page.locator('#viewer-download')).toHaveAttribute('href', /^\/my-photos\/photos\/preview\/[^?]+\?stripped=true&download=1$/);
  const file = page.waitForRequest(/\/my-photos\/photos\/download\/[^?]+\?stripped=true$/);
  await page.locator('#viewer-download').click();
  await file;
});

test.describe('the storage notice', () => {
  test.use({ as: 'anonymous' });

  test("'View your saved projects' keeps 'stripped', in the banner and in the modal @no-js", async ({ page }) => {
    await signInByRequest(page, 'storage-critical@example.com');
    await page.goto('/my-photos/photos?stripped=true');
    const dialog = page.getByRole('dialog', { name: 'Your photo storage' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View your saved projects' })).toHaveAttribute('href', '/saved-projects?stripped=true');
    await expect(page.locator('.storage-banner').getByRole('link', { name: 'View your saved projects', includeHidden: true })).toHaveAttribute('href', '/saved-projects?stripped=true');
    await dialog.getByRole('link', { name: 'View your saved projects' }).click();
    await expect(page).toHaveURL(/\/saved-projects\?stripped=true$/);
  });
});
