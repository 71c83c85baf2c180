import path from 'node:path';
import { ROOT_DIR } from './support/env';
import { expect, test } from './support/sign-in';

// Upload: a multipart form in a modal route (Post/Redirect/Get to a result list) without
// JavaScript; per-file requests with progress with it. Files are judged by their bytes.

const fixture = (name: string) => path.join(ROOT_DIR, 'tests', 'fixtures', name);

test.use({ as: 'customer' });

async function openUpload(page: import('@playwright/test').Page) {
  await page.goto('/my-photos/photos');
  await page.getByRole('link', { name: 'Add photos' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos\/upload$/);
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a JPEG, a PNG and a HEIC are added and show in the right month with the right tooltip @no-js', async ({ page }) => {
  const dialog = await openUpload(page);
  await dialog.getByLabel('Photos to upload').setInputFiles([fixture('photo.jpg'), fixture('photo.png'), fixture('photo.heic')]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('3 added, 0 not added')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);

  for (const [month, anchor, tooltip] of [
    ['2021/7', 'm-2021-7', 'Taken on 14 July 2021 at 09:30:00'],
    ['2019/12', 'm-2019-12', 'Taken on 24 December 2019 at 18:00:00'],
  ] as const) {
    await page.goto(`/my-photos/photos?month=${encodeURIComponent(month)}`);
    const section = page.locator(`#${anchor}`);
    const tips = section.locator('.tooltip', { hasText: tooltip });
    await expect(tips.first()).toBeAttached();
    const id = (await tips.first().getAttribute('id'))!;
    const link = section.locator(`[aria-describedby="${id}"]`);
    await link.focus();
    await expect(tips.first()).toBeVisible();
  }
  // A PNG has no date taken: it sits under Unknown Date, named by its file.
  await page.goto(`/my-photos/photos?month=${encodeURIComponent('unknown/0')}`);
  await expect(page.locator('#m-unknown-0').getByRole('img', { name: 'photo.png' }).first()).toBeAttached();
});

test('a text file renamed .jpg, an empty file and a damaged one are refused, with the reasons @no-js', async ({ page }) => {
  const dialog = await openUpload(page);
  await dialog
    .getByLabel('Photos to upload')
    .setInputFiles([fixture('not-an-image.jpg'), fixture('empty.jpg'), fixture('corrupt.jpg')]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('0 added, 3 not added')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('This file is not a JPEG, PNG or HEIC photo')).toBeVisible();
  await expect(dialog.getByText('This file is empty')).toBeVisible();
  await expect(dialog.getByText('This file is damaged and cannot be read')).toBeVisible();
});

test('the upload form accepts the three photo types, multiple files, with a visible label @no-js', async ({ page }) => {
  const dialog = await openUpload(page);
  const input = dialog.getByLabel('Photos to upload');
  await expect(input).toHaveAttribute('accept', 'image/heic,image/jpeg,image/png');
  await expect(input).toHaveAttribute('multiple', '');
  await expect(dialog.locator('form')).toHaveAttribute('enctype', 'multipart/form-data');
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('with JavaScript the dialog is modal, shows progress per file, and Escape returns focus to Add photos', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'needs JavaScript');
  const dialog = await openUpload(page);
  await expect.poll(() => page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
  await dialog.getByLabel('Photos to upload').setInputFiles([fixture('photo.jpg'), fixture('not-an-image.jpg')]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('1 added, 1 not added')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('progressbar', { name: 'photo.jpg' })).toHaveAttribute('value', '100');
  await expect(dialog.getByRole('progressbar', { name: 'not-an-image.jpg' })).toBeVisible();
  await expect(dialog.getByText('This file is not a JPEG, PNG or HEIC photo')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(page.getByRole('link', { name: 'Add photos' })).toBeFocused();
});
