import type { Page, TestInfo } from '@playwright/test';
import { albumCard, albumsTab, createAlbumByPost, expectFocusTrapped, uniqueName } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL } from './support/env';
import { freshLibrary, startSelection } from './support/library';
import { expect, test } from './support/sign-in';

// Decision 0613, app side: Copy to album from the timeline's selection mode and from the photo
// preview, into an album or a new one made in the same go. Every test works in a fresh account
// of its own (its photos, its albums); mutations run with JavaScript on and off.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const DATES = ['2023:01:10 10:00:00', '2023:01:12 10:00:00', '2023:03:05 10:00:00'];

async function selectAndOpenCopy(page: Page, count: number) {
  await startSelection(page);
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  for (let i = 0; i < count; i += 1) await boxes.nth(i).check();
  await page.getByRole('button', { name: 'Copy to album', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/photos\/copy\?.*select=1/);
  return dialog;
}

test('copy selected photos into an existing album: its count grows @no-js', async ({ page }, info) => {
  await freshLibrary(page, DATES);
  const name = uniqueName('Trip');
  await createAlbumByPost(page, name);
  await createAlbumByPost(page, uniqueName('Other'));

  const dialog = await selectAndOpenCopy(page, 2);
  await expect(dialog).toContainText('2 photos selected');
  await expect(page).toHaveTitle(/^Copy to album \| /);
  const group = dialog.getByRole('group', { name: 'Choose an album' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await axe(page, info);
  await group.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  await dialog.getByRole('button', { name: 'Copy to album' }).click();

  await expect(page.getByRole('main').getByText(`2 photos copied to ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/photos(\?(?!.*select=1).*)?$/);
  await expect(page.getByRole('toolbar')).toHaveCount(0);

  await page.goto('/my-photos/albums');
  await expect(albumCard(page, name)).toHaveAccessibleName(new RegExp(`^${name}\\s+2 photos$`));
  await expect(albumCard(page, name).locator('img')).toHaveCount(1);

  // Copying the same photos again adds nothing twice; one more photo makes 3.
  await selectAndOpenCopy(page, 3);
  await page.getByRole('dialog', { name: 'Copy to album' }).getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  await page.getByRole('dialog', { name: 'Copy to album' }).getByRole('button', { name: 'Copy to album' }).click();
  await expect(page.getByRole('main').getByText(`3 photos copied to ${name}`)).toBeVisible();
  await page.goto('/my-photos/albums');
  await expect(albumCard(page, name)).toHaveAccessibleName(new RegExp(`^${name}\\s+3 photos$`));
});

test('create a new album and copy into it, then copy the previewed photo to another @no-js', async ({ page }) => {
  test.setTimeout(60_000);
  // The first step needs an account without albums; the second makes its own album.
  await freshLibrary(page, DATES);
  await test.step('create a new album and copy into it in one go', async () => {
    const dialog = await selectAndOpenCopy(page, 3);
    await expect(dialog).toContainText('3 photos selected');
    // No albums yet: 'Create a new album' is the only choice, already chosen.
    await expect(dialog.getByRole('radio')).toHaveCount(1);
    await expect(dialog.getByRole('radio', { name: 'Create a new album' })).toBeChecked();
    const name = uniqueName('Fresh');
    await dialog.getByLabel('Album name').fill(name);
    await expect(dialog.getByLabel('Album name')).toHaveAttribute('placeholder', 'Untitled album');
    await dialog.getByRole('button', { name: 'Copy to album' }).click();
    await expect(page.getByRole('main').getByText(`3 photos copied to ${name}`)).toBeVisible();
    await expect(albumsTab(page)).toHaveText('Albums (1)');

    await page.goto('/my-photos/albums');
    await expect(albumCard(page, name)).toHaveAccessibleName(new RegExp(`^${name}\\s+3 photos$`));
  });
  await test.step('copy the previewed photo to an album and come back to it', async () => {
    const name = uniqueName('From preview');
    await createAlbumByPost(page, name);
    await page.goto('/my-photos/photos');
    await page.locator('.tile__link').first().click();
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\/[^/?]+/);
    const preview = new URL(page.url()).pathname;

    await page.getByRole('link', { name: 'Copy to album' }).click();
    await expect(page).toHaveURL(new RegExp(`${preview}/copy`));
    const dialog = page.getByRole('dialog', { name: 'Copy to album' });
    await expect(dialog).toContainText('1 photo selected');
    await dialog.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
    await dialog.getByRole('button', { name: 'Copy to album' }).click();
    await expect(page.getByRole('main').getByText(`1 photo copied to ${name}`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(preview);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/my-photos/albums');
    await expect(albumCard(page, name)).toHaveAccessibleName(new RegExp(`^${name}\\s+1 photo$`));
  });
});

test('the copy form refuses a missing choice and a bad new name, and copies nothing @no-js', async ({ page }, info) => {
  await freshLibrary(page, DATES);
  const existing = uniqueName('Kept');
  await createAlbumByPost(page, existing);
  let dialog = await selectAndOpenCopy(page, 1);
  await expect(dialog).toContainText('1 photo selected');
  await dialog.getByRole('button', { name: 'Copy to album' }).click();
  await expect(page).toHaveTitle(/^Error: Copy to album \| /);
  dialog = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(dialog.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Choose an album to copy the photos to' })).toHaveAttribute('href', '#copy-target-first');
  await expect(dialog.getByRole('group', { name: 'Choose an album' })).toHaveAccessibleDescription('Error: Choose an album to copy the photos to');
  await axe(page, info);

  await dialog.getByRole('radio', { name: 'Create a new album' }).check();
  await dialog.getByLabel('Album name').fill('<b>');
  await dialog.getByRole('button', { name: 'Copy to album' }).click();
  dialog = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(dialog.getByRole('link', { name: 'Name not valid' })).toHaveAttribute('href', '#copy-name');
  const field = dialog.getByLabel('Album name');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Error: Name not valid');
  await expect(field).toHaveValue('<b>');
  await expect(dialog.getByRole('radio', { name: 'Create a new album' })).toBeChecked();

  await page.goto('/my-photos/albums');
  await expect(albumsTab(page)).toHaveText('Albums (1)');
  await expect(albumCard(page, existing)).toHaveAccessibleName(new RegExp(`^${existing}\\s+0 photos$`));
});

test("the copy modal's keyboard, over the preview and over the timeline", async ({ page }, info) => {
  test.skip(!jsOn(info), 'keyboard handling of the modal needs JavaScript');
  test.setTimeout(60_000);
  // Over the preview first: the account has no album yet, so 'Create a new album' is the first choice.
  await freshLibrary(page, DATES);
  await test.step('the copy modal over the preview: Escape closes it, not the viewer, and focus returns', async () => {
    await page.goto('/my-photos/photos');
    await page.locator('.tile__link').first().click();
    const link = page.getByRole('link', { name: 'Copy to album' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Copy to album' });
    await expect(dialog.getByRole('radio', { name: 'Create a new album' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\/[^/?]+$/);
    await expect(link).toBeFocused();
  });
  await test.step('the copy modal over the timeline: axe-clean, focus trapped, Escape closes and focus returns', async () => {
    await createAlbumByPost(page, uniqueName('Keys'));
    const dialog = await selectAndOpenCopy(page, 2);
    await expectNoAxeViolations(page);
    const first = dialog.getByRole('radio').first();
    await expect(first).toBeFocused();
    await expectFocusTrapped(page, dialog, 'copy-target-first');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy to album', exact: true })).toBeFocused();
    // Selection mode and the selection are still there.
    await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
  });
});

test("another customer's album cannot be filled", async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const a = await first.newPage();
    await freshLibrary(a, DATES.slice(0, 1));
    const name = uniqueName('Not yours');
    const albumId = await createAlbumByPost(a, name);

    const b = await second.newPage();
    await freshLibrary(b, DATES.slice(0, 1));
    await startSelection(b);
    const photoId = (await b.locator('.tile__link').first().getAttribute('id'))!.replace(/^photo-/, '');
    // A forged post naming the first customer's album.
    const res = await b.request.post(`/my-photos/photos/copy?select=1&ids=${photoId}`, {
      form: { target: albumId },
      headers: { Origin: APP_URL },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    await b.goto(`/my-photos/photos/copy?select=1&ids=${photoId}`);
    await expect(b.getByRole('dialog', { name: 'Copy to album' }).getByRole('link', { name: 'That album no longer exists. Choose another album' })).toBeVisible();
    // The modal lists only the second customer's albums (none).
    await expect(b.getByRole('dialog').getByText(name)).toHaveCount(0);

    await a.goto('/my-photos/albums');
    await expect(albumCard(a, name)).toHaveAccessibleName(new RegExp(`^${name}\\s+0 photos$`));
  } finally {
    await first.close();
    await second.close();
  }
});
