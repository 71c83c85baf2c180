import type { JSHandle, Page } from '@playwright/test';
import { libraryIds } from './album-page-helpers';
import { createAlbumByPost, uniqueName } from './support/albums';
import { expectNoAxeViolations } from './support/axe';
import { hydrated } from './support/hydration';
import { freshLibrary } from './support/library';
import { makeJpeg } from '../support/photo-library';
import { expect, test } from './support/sign-in';

// Drop to upload (decision 2615): files dropped anywhere on My photos or an album page go
// through the upload island's queue, with its per-file results. JavaScript only: the form stays.

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'dropping files is an enhancement');

/** A DataTransfer holding these files, made in the page (as a drag from the desktop brings). */
async function filesToDrop(page: Page, files: { name: string; type: string; data: Buffer }[]): Promise<JSHandle<DataTransfer>> {
  const wire = files.map((f) => ({ name: f.name, type: f.type, b64: f.data.toString('base64') }));
  return page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, wire);
}

async function drop(page: Page, dataTransfer: JSHandle<DataTransfer>, target = 'main') {
  await page.dispatchEvent(target, 'dragenter', { dataTransfer });
  await page.dispatchEvent(target, 'dragover', { dataTransfer });
  await expect(page.locator('.drop-target')).toBeVisible();
  await expect(page.locator('.drop-target')).toContainText('Drop photos here to upload them');
  await page.dispatchEvent(target, 'drop', { dataTransfer });
  await expect(page.locator('.drop-target')).toHaveCount(0);
}

const jpegs = (prefix: string) =>
  Promise.all(['2022:06:01 10:00:00', '2022:06:02 10:00:00', '2022:06:03 10:00:00'].map(async (d, i) => ({ name: `${prefix}-${i + 1}.jpg`, type: 'image/jpeg', data: await makeJpeg(d, { width: 64, height: 48 }, 40 + i * 100) })));

test('dropping 3 files on My photos uploads them with per-file results, and a text file is refused with its reason', async ({ page }) => {
  await freshLibrary(page, []);
  await page.goto('/my-photos/photos');
  await hydrated(page, '#add-photos');
  const files = [...(await jpegs('dropped')), { name: 'notes.txt', type: 'text/plain', data: Buffer.from('not a photo') }];
  await drop(page, await filesToDrop(page, files));
  const panel = page.getByRole('region', { name: 'Uploading dropped photos' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('3 added, 1 not added')).toBeVisible({ timeout: 30_000 });
  for (const name of ['dropped-1.jpg', 'dropped-2.jpg', 'dropped-3.jpg']) await expect(panel.getByRole('progressbar', { name })).toHaveAttribute('value', '100');
  await expect(panel.getByText('This file is not a JPEG, PNG or HEIC photo')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /notes\.txt: This file is not a JPEG, PNG or HEIC photo/ })).toHaveCount(1);
  // The page shows them without a reload.
  await expect(page.locator('.tile__link')).toHaveCount(3);
  expect(await libraryIds(page)).toHaveLength(3);
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});

test('dropping a file already in the library says so with its link, and stores nothing twice', async ({ page }) => {
  await freshLibrary(page, []);
  await page.goto('/my-photos/photos');
  await hydrated(page, '#add-photos');
  const [one] = await jpegs('again');
  await drop(page, await filesToDrop(page, [one!]));
  const panel = page.getByRole('region', { name: 'Uploading dropped photos' });
  await expect(panel.getByText('1 added, 0 not added')).toBeVisible({ timeout: 30_000 });
  await drop(page, await filesToDrop(page, [one!]));
  await expect(panel.getByText('0 added, 0 not added. 1 already in your library')).toBeVisible({ timeout: 30_000 });
  const [id] = await libraryIds(page);
  await expect(panel.getByRole('link', { name: 'Already in your library' })).toHaveAttribute('href', `/my-photos/photos/preview/${id}`);
  expect(await libraryIds(page)).toHaveLength(1);
});

test('dropping files on an album page adds them to the album', async ({ page }) => {
  await freshLibrary(page, []);
  const albumId = await createAlbumByPost(page, uniqueName('Dropped'));
  await page.goto(`/my-photos/albums/${albumId}`);
  await hydrated(page, '#add-photos');
  await drop(page, await filesToDrop(page, await jpegs('album')));
  const panel = page.getByRole('region', { name: 'Uploading dropped photos' });
  await expect(panel.getByText('3 added, 0 not added')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#album-photos .tile__link')).toHaveCount(3);
});

test('at 320 px the drop results fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await freshLibrary(page, []);
  await page.goto('/my-photos/photos');
  await hydrated(page, '#add-photos');
  await drop(page, await filesToDrop(page, await jpegs('narrow')));
  const panel = page.getByRole('region', { name: 'Uploading dropped photos' });
  await expect(panel.getByText('3 added, 0 not added')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = (await panel.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});
