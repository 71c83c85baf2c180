import type { Locator, Page } from '@playwright/test';
import { freshAlbum, libraryIds, albumIds } from './album-page-helpers';
import { APP_URL } from './support/env';
import { freshLibrary, photosTab, startSelection } from './support/library';
import { expect, test } from './support/sign-in';

// Decision 1800 (WCAG 3.3.4, 2.4.3, 2.4.11): without JavaScript a confirmation rendered over
// the selection form left that form's buttons in the tab order, and the form posted to the
// confirmation's action: Tab to the hidden 'Download', Enter, and the photos were deleted. The
// page behind every confirmation is now inert, the selection form always posts to its own page,
// and only the confirmation's own button can confirm.

/** Where focus is: inside the dialog, outside the document (browser chrome), or on the page behind. */
async function focusPlace(page: Page, dialog: Locator): Promise<string> {
  const inDialog = await dialog.locator(':focus').count();
  if (inDialog) return 'dialog';
  const behind = page.locator('body :focus');
  return (await behind.count()) ? `page: ${(await behind.first().evaluate((el) => el.outerHTML.slice(0, 100)).catch(() => 'an element'))}` : 'none';
}

/** Tab forward `presses` times (more than the page behind has stops to reach): focus never lands behind the dialog. */
async function expectTabStaysInDialog(page: Page, dialog: Locator, presses = 45): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const place = await focusPlace(page, dialog);
    expect(place.startsWith('page'), `Tab ${i + 1} reached the page behind the dialog: ${place}`).toBe(false);
  }
}

test('the page behind the delete confirmation cannot be reached or submitted from the keyboard @no-js', async ({ page }) => {
  test.slow();
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00']);
  await startSelection(page);
  await page.getByRole('checkbox', { name: /^Select / }).first().check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete selected photos' });
  await expect(dialog).toContainText('Delete 1 photo?');

  // The selection bar's buttons are behind the dialog: inert, so no Tab reaches them.
  await expectTabStaysInDialog(page, dialog);
  await expect(page.locator('[inert]').getByRole('button', { name: 'Download', exact: true })).toHaveCount(1);

  // Enter on whatever has focus now deletes nothing — but the dialog's own Delete, which Tab
  // reaches as it goes round the dialog with JavaScript (WCAG 2.4.3): one Tab more passes it.
  const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
  if (await confirm.evaluate((el) => el === document.activeElement)) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter').catch(() => undefined);
  await page.goto('/my-photos/photos');
  await expect(photosTab(page)).toHaveText('Photos (2)');
});

test('a post to a confirmation without its own button changes nothing', async ({ page }) => {
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00']);
  const [first, second] = await libraryIds(page);
  const confirmations: { url: string; form: Record<string, string> }[] = [
    // The selection form's Download, as the defect posted it.
    { url: `/my-photos/photos/delete?select=1&ids=${first}`, form: { intent: 'download', photoIds: first!, shown: first! } },
    { url: `/my-photos/photos/delete-all?select=1`, form: { confirmation: 'DELETE' } },
    { url: `/my-photos/photos/preview/${second}?confirm=delete`, form: {} },
  ];
  for (const { url, form } of confirmations) {
    const res = await page.request.post(url, { form, headers: { Origin: APP_URL }, maxRedirects: 0 });
    expect(res.status(), `POST ${url}`).toBe(303);
    // Back to the confirmation itself (Post/Redirect/Get), nothing done.
    expect(res.headers().location, `POST ${url}`).toBe(url);
  }
  expect((await libraryIds(page)).sort()).toEqual([first, second].sort());
});

test('removing from an album asks first: the album page behind the confirmation is inert and its form posts to the album @no-js', async ({ page }) => {
  const { albumId, path, photos } = await freshAlbum(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00'], { prefix: 'Inert' });
  await page.goto(`${path}?select=1`);
  await page.getByRole('checkbox', { name: /^Select / }).first().check();
  await page.getByRole('button', { name: 'Remove from album', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectTabStaysInDialog(page, dialog, 30);
  // The selection form behind (inert) posts to the album page, never to the confirmation.
  await expect(page.locator('form.selection-form')).toHaveAttribute('action', new RegExp(`^${path}\\?`));
  const removeUrl = new URL(page.url());
  const res = await page.request.post(`${removeUrl.pathname}${removeUrl.search}`, {
    form: { intent: 'download', photoIds: photos[0]! },
    headers: { Origin: APP_URL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  expect((await albumIds(page, albumId)).sort()).toEqual([...photos].sort());

  // Its own button still removes.
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(/removed from/).first()).toBeVisible();
  expect(await albumIds(page, albumId)).toHaveLength(1);
});
