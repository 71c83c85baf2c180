import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { albumIds, dates, freshAlbum, libraryIds, platform } from './album-page-helpers';
import { createAlbumByPost, uniqueName } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { MUTATIONS_FAULTY_URL, PHOTOS_FAULTY_URL } from './support/env';
import { waitForZip } from './support/library';
import { makeJpeg } from '../support/photo-library';
import { expect, test } from './support/sign-in';
import { zipEntryNames as zipEntries } from '../support/zip';

// Decisions 0620–0629: what the album page does — add photos by upload, select (all), remove from album,
// download, copy to album, order prints, delete the album, and the failures of each. Every
// test works in a fresh account of its own; mutations run with JavaScript on and off.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const tiles = (page: Page) => page.locator('#album-photos .tile__link');
const boxes = (page: Page) => page.getByRole('checkbox', { name: /^Select / });

async function startSelecting(page: Page) {
  await page.getByRole('link', { name: 'Select photos' }).click();
  await expect(page.getByRole('toolbar', { name: 'Actions for the selected photos' })).toBeVisible();
}

test('add photos by upload straight into the album @no-js', async ({ page }, info) => {
  const album = await freshAlbum(page, [], { prefix: 'Upload' });
  await page.goto(album.path);
  await page.getByRole('link', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: `Add photos to ${album.name}` });
  await expect(dialog).toBeVisible();
  await axe(page, info);
  const files = await Promise.all(
    ['2023:04:01 10:00:00', '2023:04:02 10:00:00'].map(async (d, i) => ({
      name: `album-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(d, { width: 64, height: 48 }, i * 90),
    })),
  );
  await dialog.getByLabel('Photos to upload').setInputFiles([...files, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('2 added, 1 not added')).toBeVisible({ timeout: 20_000 });
  if (!jsOn(info)) await expect(dialog.getByText(`2 photos added to ${album.name}`)).toBeVisible();
  await dialog.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.getByText('2 photos', { exact: true })).toBeVisible();
  if (jsOn(info)) await expect(page.locator('#add-photos')).toBeFocused();
  // They are in the library too.
  expect(await libraryIds(page)).toHaveLength(2);
});

test('Done at once after an upload shows the new photo, even while the upload\'s own reload is still under way', async ({ page }, info) => {
  test.skip(!jsOn(info), 'the upload island and the reload it starts are JavaScript');
  const album = await freshAlbum(page, [], { prefix: 'UploadDone' });
  await page.goto(album.path);
  await page.getByRole('link', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: `Add photos to ${album.name}` });
  await expect(dialog).toBeVisible();
  // The reload the island starts after its uploads is held, so the click on Done cuts it short.
  let held = false;
  await page.route(/\/upload\.data(\?|$)/, () => {
    held = true;
  });
  await dialog.getByLabel('Photos to upload').setInputFiles([{ name: 'done.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg('2023:05:01 10:00:00', { width: 64, height: 48 }) }]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('1 added, 0 not added')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => held).toBe(true);
  await dialog.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tiles(page)).toHaveCount(1);
  await expect(page.getByText('1 photo', { exact: true })).toBeVisible();
});

test('remove some photos: the toast names the album, the library keeps them @no-js', async ({ page }, info) => {
  const album = await freshAlbum(page, dates(4), { prefix: 'Remove' });
  await page.goto(album.path);
  await startSelecting(page);
  await boxes(page).nth(0).check();
  await boxes(page).nth(1).check();
  if (jsOn(info)) await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove from album', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from album' });
  await expect(dialog).toContainText(`Remove 2 photos from ${album.name}? They stay in your photo library.`);
  await axe(page, info);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('main').getByText(`2 photos removed from ${album.name}`)).toBeVisible();
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.getByText('2 photos', { exact: true })).toBeVisible();
  expect(await libraryIds(page)).toHaveLength(4);

  // One photo: the singular words.
  await startSelecting(page);
  await boxes(page).nth(0).check();
  await page.getByRole('button', { name: 'Remove from album', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Remove from album' })).toContainText(`Remove 1 photo from ${album.name}? It stays in your photo library.`);
  await page.getByRole('dialog', { name: 'Remove from album' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('main').getByText(`Photo removed from ${album.name}`)).toBeVisible();
  expect(await albumIds(page, album.albumId)).toHaveLength(1);
});

test('select all and deselect all cover the whole album @no-js', async ({ page }, info) => {
  test.setTimeout(90_000);
  const album = await freshAlbum(page, dates(27), { prefix: 'All' });
  await page.goto(album.path);
  await startSelecting(page);
  await page.getByRole('button', { name: 'Select all' }).click();
  // The count is the scripts' (decision 2580): without them the status holds none.
  if (jsOn(info)) await expect(page.getByRole('status').filter({ hasText: '27 selected' })).toBeVisible();
  else await expect(page.getByRole('checkbox', { name: /^Select / }).first()).toBeChecked();
  await expect(page.getByRole('button', { name: 'Deselect all' })).toBeVisible();
  await page.getByRole('button', { name: 'Deselect all' }).click();
  if (jsOn(info)) await expect(page.getByText('0 selected')).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Select all' })).toBeVisible();
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByRole('button', { name: 'Remove from album', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Remove from album' })).toContainText('Remove 27 photos');
  await page.getByRole('dialog', { name: 'Remove from album' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('main').getByText(`27 photos removed from ${album.name}`)).toBeVisible();
  await expect(page.getByText('This album is empty')).toBeVisible();
});

test('one album of three photos: unreadable, Cancel, download, order prints, failures, then copy @no-js', async ({ page, scriptsBlocked }, info) => {
  test.setTimeout(210_000);
  // Only the last step changes anything (it adds an album and copies into it); the others keep the
  // album as it is, as the failures step checks.
  const album = await freshAlbum(page, dates(3), { prefix: 'From' });
  await test.step('the album cannot be read: the spec message in place of the page', async () => {
    await page.goto(`${PHOTOS_FAULTY_URL}${album.path}`);
    await expect(page.getByRole('alert')).toHaveText('Unable to display album. Please refresh the page or try again later.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Album');
    await axe(page, info);
  });
  await test.step('Cancel ends selection mode; an empty selection is refused', async () => {
    await page.goto(album.path);
    await startSelecting(page);
    const remove = page.getByRole('button', { name: 'Remove from album', exact: true });
    if (jsOn(info)) {
      await expect(remove).toHaveAttribute('aria-disabled', 'true');
      await expect(remove).toHaveAccessibleDescription('Select at least one photo');
    } else {
      await remove.click();
      await expect(page).toHaveTitle(/^Error: /);
      await expect(page.getByRole('link', { name: 'Select at least one photo' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('toolbar')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Select photos' })).toBeVisible();
  });
  await test.step('download two photos of the album as a zip', async () => {
    await page.goto(album.path);
    await startSelecting(page);
    await boxes(page).nth(0).check();
    await boxes(page).nth(2).check();
    let download;
    if (jsOn(info)) {
      const downloading = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      download = await downloading;
    } else {
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      await expect(page).toHaveURL(/\/download\?.*archive=/);
      const dialog = page.getByRole('dialog', { name: 'Download' });
      const link = dialog.getByRole('link', { name: 'Download the zip file' });
      await waitForZip(dialog, link, scriptsBlocked);
      const downloading = page.waitForEvent('download');
      await link.click();
      download = await downloading;
    }
    const entries = zipEntries(fs.readFileSync((await download.path())!));
    // The grid's first and third tiles: newest uploads first (photo-3, photo-1).
    expect(entries.sort()).toEqual(['photo-1.jpg', 'photo-3.jpg']);
  });
  await test.step('order prints from the album reaches the editor', async () => {
    await page.goto(album.path);
    await startSelecting(page);
    await boxes(page).nth(0).check();
    await page.getByRole('button', { name: 'Order prints', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order prints' });
    await expect(dialog).toContainText('Send 1 photo to the prints editor?');
    await dialog.getByRole('button', { name: 'Continue to the editor' }).click();
    await page.waitForURL(/\/editor\?/, { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('productCode')).toBe('PAP_910');
  });
  await test.step('failures: rename, remove and delete keep everything and say so', async () => {
    const faulty = `${MUTATIONS_FAULTY_URL}${album.path}`;

    await page.goto(faulty);
    await page.locator('summary', { hasText: 'Rename album' }).click();
    await page.getByLabel('Album name').fill('A fine name');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to save changes. Please try again' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.name);

    await page.goto(`${faulty}?select=1`);
    await boxes(page).nth(0).check();
    await page.getByRole('button', { name: 'Remove from album', exact: true }).click();
    await page.getByRole('dialog', { name: 'Remove from album' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Error: Your photo could not be removed from the album')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Remove from album' })).toBeVisible();

    await page.goto(`${faulty}/delete`);
    await page.getByRole('dialog', { name: 'Delete album' }).getByRole('button', { name: 'Delete album' }).click();
    await expect(page.getByText('Unable to remove album. Please try again')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Delete album' })).toBeVisible();

    expect(await albumIds(page, album.albumId)).toHaveLength(3);
  });
  await test.step('copy selected photos of the album to another album', async () => {
    const target = await freshAlbumSibling(page, 'To');
    await page.goto(album.path);
    await startSelecting(page);
    await boxes(page).nth(0).check();
    await boxes(page).nth(1).check();
    await page.getByRole('button', { name: 'Copy to album', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy to album' });
    await expect(dialog).toContainText('2 photos selected');
    await expect(page).toHaveURL(new RegExp(`${album.path}/copy\\?`));
    // The album the photos are in is not offered (decision 1990).
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${target.name}`) })).toHaveCount(1);
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${album.name}`) })).toHaveCount(0);
    await dialog.getByRole('radio', { name: new RegExp(`^${target.name}`) }).check();
    await dialog.getByRole('button', { name: 'Copy to album' }).click();
    await expect(page.getByRole('main').getByText(`2 photos copied to ${target.name}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${album.path}$`));
    expect(await albumIds(page, target.albumId)).toHaveLength(2);
    expect(await albumIds(page, album.albumId)).toHaveLength(3);
  });
});

test('delete the album: the photos stay, the list says so @no-js', async ({ page }, info) => {
  const album = await freshAlbum(page, dates(2), { prefix: 'Delete' });
  await page.goto(album.path);
  await page.getByRole('link', { name: 'Delete album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete album' });
  await expect(dialog).toContainText(`Delete the album ${album.name}?`);
  if (jsOn(info)) await expect(dialog.getByRole('link', { name: 'Cancel' })).toBeFocused();
  await axe(page, info);
  await dialog.getByRole('button', { name: 'Delete album' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  await expect(page.getByRole('main').getByText(`Album ${album.name} deleted`)).toBeVisible();
  expect((await platform(page, 'GET', 'photo-api', `/albums/${album.albumId}`)).status()).toBe(404);
  expect(await libraryIds(page)).toHaveLength(2);
  expect((await page.goto(album.path))?.status()).toBe(404);
});

/** A second album in the page's (fresh) account. */
async function freshAlbumSibling(page: Page, prefix: string) {
  const name = uniqueName(prefix);
  return { name, albumId: await createAlbumByPost(page, name) };
}
