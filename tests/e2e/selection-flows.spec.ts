import type { TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { freshLibrary, photosTab, startSelection } from './support/library';
import { expect, test } from './support/sign-in';

// Selection mode (decisions 0400, 0401), app side: delete (selected, all, single), order prints, the toolbar's
// keyboard and axe; downloads are in selection-downloads.spec.ts. Each test signs in as a fresh account with its own photos, so deleting never
// touches the demo libraries other specs count on. Mutations run with JavaScript on and off.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');

test('order prints, then delete three photos across two months @no-js', async ({ page }, info) => {
  test.setTimeout(60_000);
  // Ordering prints changes nothing in the library, so it comes first.
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:12 10:00:00', '2023:03:05 10:00:00', '2023:03:06 10:00:00']);
  await test.step('order prints reaches the editor with the photos and PAP_910', async () => {
    await startSelection(page);
    const boxes = page.getByRole('checkbox', { name: /^Select / });
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page.getByRole('button', { name: 'Order prints', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order prints' });
    await expect(dialog).toContainText('Send 2 photos to the prints editor?');
    await dialog.getByRole('button', { name: 'Continue to the editor' }).click();
    if (jsOn(info)) {
      // At least 3 s of 'Adding 2 photos to editor...' with a spinner; the button visibly not pressable (decision 1990).
      await expect(dialog.getByRole('status')).toHaveText('Adding 2 photos to editor...');
      await expect(dialog.getByRole('status').locator('.spinner')).toBeVisible();
      const button = dialog.getByRole('button', { name: 'Continue to the editor' });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveCSS('opacity', '0.6');
      await expect(dialog.locator('form.modal__actions')).toHaveAttribute('aria-busy', 'true');
    }
    await page.waitForURL(/\/editor\?/, { timeout: 15_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('productCode')).toBe('PAP_910');
    expect(url.searchParams.get('channel')).toBeTruthy();
    expect(url.searchParams.get('tempSelectionId')).toBeTruthy();
    await expect(page.getByText('PAP_910').first()).toBeVisible();
    await expect(page.locator('img')).toHaveCount(2);
  });
  await test.step('select three photos across two months and delete them', async () => {
    await startSelection(page);
    const boxes = page.getByRole('checkbox', { name: /^Select / });
    await expect(boxes).toHaveCount(4);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    if (jsOn(info)) await expect(page.getByRole('status').filter({ hasText: '3 selected' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete selected photos' });
    await expect(dialog).toContainText('Move 3 photos to Recently deleted?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('main').getByText('3 photos moved to Recently deleted')).toBeVisible();
    await expect(photosTab(page)).toHaveText('Photos (1)');
    // Selection mode ended.
    await expect(page.getByRole('toolbar')).toHaveCount(0);
  });
});

test('an empty selection and a forged one are refused, then delete all @no-js', async ({ page }, info) => {
  test.setTimeout(90_000);
  // The refusals change nothing, so they come before the library is emptied.
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:02:10 10:00:00']);
  await test.step('an empty selection is refused with the error summary', async () => {
    await startSelection(page);
    const del = page.getByRole('button', { name: 'Delete', exact: true });
    if (jsOn(info)) {
      await expect(del).toHaveAttribute('aria-disabled', 'true');
      await expect(del).toHaveAccessibleDescription('Select at least one photo');
      // The reason is shown, not only announced: a sighted keyboard user sees it on focus (decision 1840).
      const reason = page.getByRole('tooltip', { name: 'Select at least one photo' });
      await expect(reason.filter({ visible: true })).toHaveCount(0);
      await del.focus();
      await expect(reason.filter({ visible: true })).toHaveCount(1);
      return;
    }
    await del.click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Select at least one photo' })).toBeVisible();
  });
  await test.step('a forged temp selection is a 404, not a 500', async () => {
    const res = await page.goto('/my-photos/photos/delete?select=1&sel=forged-selection-id');
    expect(res?.status()).toBe(404);
  });
  await test.step('delete all: a word other than DELETE exactly (" DELETE ") deletes nothing, DELETE empties the library', async () => {
    await startSelection(page);
    await page.getByRole('link', { name: 'Delete all photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all photos' });
    await dialog.getByLabel('Type DELETE to confirm').fill(' DELETE ');
    await dialog.getByRole('button', { name: 'Delete all photos' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(dialog.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const field = dialog.getByLabel('Type DELETE to confirm');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Error: Type DELETE exactly as shown/);
    await expect(field).toHaveValue(' DELETE ');
    await expect(photosTab(page)).toHaveText('Photos (2)');

    await field.fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete all photos' }).click();
    await expect(page.getByRole('main').getByText('2 photos moved to Recently deleted')).toBeVisible();
    await expect(page.getByText('Your photo library is empty')).toBeVisible();
  });
});

test('a single photo is deleted from the preview and the viewer moves on @no-js', async ({ page }) => {
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00']);
  await page.goto('/my-photos/photos');
  const links = page.locator('.tile__link');
  const secondHref = await links.nth(1).getAttribute('href');
  await links.first().click();
  await page.getByRole('link', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete photo' });
  // Into Recently deleted (decision 2600): the confirmation says so, and the toast offers Undo.
  await expect(dialog).toContainText('Move this photo to Recently deleted?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('main').getByText('1 photo moved to Recently deleted')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(secondHref!.split('?')[0]);
  await expect(page.getByText('1 of 1')).toBeVisible();
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'keyboard and axe');

  test('the toolbar is one tab stop; axe is clean with selection on and each modal open', async ({ page }) => {
    test.setTimeout(60_000);
    await freshLibrary(page, ['2023:01:10 10:00:00', '2023:02:10 10:00:00']);
    await test.step('the toolbar is one tab stop: arrows move inside it, Tab leaves it, Shift+Tab comes back to the last one (WCAG 2.1.1)', async () => {
      await startSelection(page);
      const toolbar = page.getByRole('toolbar', { name: 'Actions for the selected photos' });
      const download = page.getByRole('button', { name: 'Download', exact: true });
      await expect(download).toHaveAttribute('tabindex', '0');
      await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
      await download.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('#sel-copy')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(toolbar.locator(':focus')).toHaveCount(0);
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator('#sel-copy')).toBeFocused();
    });
    await test.step('axe is clean with selection on and each modal open; Escape returns focus', async () => {
      await startSelection(page);
      await expectNoAxeViolations(page);
      // Month select-all toggles in place and then deselects.
      const toggle = page.getByRole('button', { name: /^Select all in / }).first();
      await toggle.click();
      await expect(page.getByRole('status').filter({ hasText: '1 selected' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Deselect all in / }).first()).toBeVisible();
      await page.getByRole('button', { name: /^Deselect all in / }).first().click();
      await expect(page.getByRole('status').filter({ hasText: '0 selected' })).toBeVisible();

      // Arrow keys move within the toolbar.
      await page.getByRole('button', { name: 'Download', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('#sel-copy')).toBeFocused();

      await page.getByRole('checkbox', { name: /^Select / }).first().check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const del = page.getByRole('dialog', { name: 'Delete selected photos' });
      await expect(del).toBeVisible();
      await expect(del.getByRole('link', { name: 'Cancel' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(del).toHaveCount(0);
      await expect(page.locator('#sel-delete')).toBeFocused();

      await page.getByRole('button', { name: 'Order prints', exact: true }).click();
      const prints = page.getByRole('dialog', { name: 'Order prints' });
      await expect(prints).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.locator('#sel-order-prints')).toBeFocused();

      await page.getByRole('link', { name: 'Delete all photos' }).click();
      const all = page.getByRole('dialog', { name: 'Delete all photos' });
      await expect(all).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.locator('#delete-all')).toBeFocused();
    });
  });

});
