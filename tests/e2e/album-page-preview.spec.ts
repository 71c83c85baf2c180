import type { Page, TestInfo } from '@playwright/test';
import { albumIds, dates, freshAlbum, libraryIds } from './album-page-helpers';
import { createAlbumByPost, uniqueName } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { expect, test } from './support/sign-in';

// Decision 0620: the album photo preview (/my-photos/albums/:id/preview/:photoId) — previous/next
// within the album in its sort, the way back with the photo in view and focused, remove from
// album and copy to album from the viewer. Fresh accounts only.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const position = (page: Page) => page.getByRole('status').filter({ hasText: / of / });
const tiles = (page: Page) => page.locator('#album-photos .tile__link');

test('the album viewer: a photo not in the album, copy to album, previous and next in a sort @no-js', async ({ page }, info) => {
  test.setTimeout(90_000);
  // The sort chosen in the last step is remembered for the album, so it comes last; the copy
  // changes only the other album.
  // Three photos in the album, a fourth (the oldest) only in the library: the viewer never shows it.
  const album = await freshAlbum(page, ['2023:05:01 10:00:00', '2021:05:01 10:00:00', '2022:05:01 10:00:00', '2020:05:01 10:00:00'], {
    prefix: 'Preview',
    inAlbum: 3,
  });
  await test.step('a photo that is not in the album goes back to the album', async () => {
    // The fourth photo is only in the library.
    await page.goto(`${album.path}/preview/${album.photos[3]}`);
    await expect(page).toHaveURL(new RegExp(`${album.path}$`));
  });
  await test.step('copy to album from the album viewer', async () => {
    const targetName = uniqueName('Target');
    const targetId = await createAlbumByPost(page, targetName);
    const order = await albumIds(page, album.albumId);
    await page.goto(`${album.path}/preview/${order[1]}`);
    await page.getByRole('link', { name: 'Copy to album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy to album' });
    await expect(dialog).toContainText('1 photo selected');
    await axe(page, info);
    await dialog.getByRole('radio', { name: new RegExp(`^${targetName}`) }).check();
    await dialog.getByRole('button', { name: 'Copy to album' }).click();
    await expect(page.getByRole('main').getByText(`1 photo copied to ${targetName}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${album.path}/preview/${order[1]}$`));
    expect(await albumIds(page, targetId)).toEqual([order[1]]);
  });
  await test.step('previous and next follow the album in its sort; Back returns to the photo', async () => {
    await page.goto(`${album.path}?sortKey=dateTaken&sortOrder=asc`);
    const order = [album.photos[1]!, album.photos[2]!, album.photos[0]!];
    await tiles(page).first().click();
    await expect(page).toHaveURL(new RegExp(`${album.path}/preview/${order[0]}\\?sortKey=dateTaken&sortOrder=asc$`));
    await expect(position(page)).toHaveText('1 of 3');
    await expect(page.getByRole('link', { name: 'Previous photo' })).toHaveCount(0);
    await axe(page, info);
    await page.getByRole('link', { name: 'Next photo' }).click();
    await expect(page).toHaveURL(new RegExp(`/preview/${order[1]}\\?`));
    await expect(position(page)).toHaveText('2 of 3');
    await page.getByRole('link', { name: 'Next photo' }).click();
    await expect(position(page)).toHaveText('3 of 3');
    await expect(page.getByRole('link', { name: 'Next photo' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${album.path}\\?sortKey=dateTaken&sortOrder=asc#photo-${order[2]}$`));
    if (jsOn(info)) await expect(page.locator(`#photo-${order[2]}`)).toBeFocused();
  });
});

test('back from a photo deep in the album: its section is loaded and the tile is in view @no-js', async ({ page }, info) => {
  test.setTimeout(90_000);
  const album = await freshAlbum(page, dates(40), { prefix: 'Deep' });
  const order = await albumIds(page, album.albumId);
  const target = order[33]!;
  if (jsOn(info)) {
    await page.goto(album.path);
    // The end comes into view (with small justified rows it may be in view at once: decision 2440).
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(tiles(page)).toHaveCount(40);
    const tile = page.locator(`#photo-${target}`);
    await tile.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await tile.click();
    await expect(position(page)).toHaveText('34 of 40');
    // Escape is the enhancement's, loaded after hydration: wait until it is there.
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${album.path}\\?shown=48#photo-${target}$`));
    await expect(tile).toBeFocused();
    await expect(tile).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  } else {
    await page.goto(`${album.path}/preview/${target}`);
    await expect(position(page)).toHaveText('34 of 40');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${album.path}\\?shown=48#photo-${target}$`));
    await expect(tiles(page)).toHaveCount(40);
    await expect(page.locator(`#photo-${target}`)).toBeInViewport();
  }
});

test('remove from album in the viewer moves on to the next photo @no-js', async ({ page }, info) => {
  const album = await freshAlbum(page, dates(2), { prefix: 'ViewRemove' });
  const order = await albumIds(page, album.albumId);
  await page.goto(`${album.path}/preview/${order[0]}`);
  await page.getByRole('link', { name: 'Remove from album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from album' });
  await expect(dialog).toContainText(`Remove this photo from ${album.name}? It stays in your photo library.`);
  if (jsOn(info)) await expect(dialog.getByRole('link', { name: 'Cancel' })).toBeFocused();
  await axe(page, info);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('main').getByText(`Photo removed from ${album.name}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/preview/${order[1]}$`));
  await expect(position(page)).toHaveText('1 of 1');
  // The last one: back to the (now empty) album.
  await page.getByRole('link', { name: 'Remove from album' }).click();
  await page.getByRole('dialog', { name: 'Remove from album' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${album.path}$`));
  await expect(page.getByText('This album is empty')).toBeVisible();
  expect(await libraryIds(page)).toHaveLength(2);
});

test('keys move within the album and Escape closes the remove confirmation first', async ({ page }, info) => {
  test.skip(!jsOn(info), 'needs JavaScript');
  const album = await freshAlbum(page, dates(3), { prefix: 'Keys' });
  await page.goto(album.path);
  await tiles(page).nth(1).click();
  await expect(position(page)).toHaveText('2 of 3');
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('3 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText('2 of 3');
  await page.getByRole('link', { name: 'Remove from album' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from album' });
  await expect(confirm).toBeVisible();
  // Escape is the modal dialog's: wait until the effect has made it modal (under load a key can
  // arrive between the dialog's first paint and that effect).
  await expect.poll(() => confirm.evaluate((d) => d.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#viewer-remove')).toBeFocused();
  await expect(position(page)).toHaveText('2 of 3');
});
