import path from 'node:path';
import { createAlbumByPost, uniqueName } from './support/albums';
import { ROOT_DIR } from './support/env';
import { confirmDeleteByKeyboard, copyIntoByKeyboard, expectFocusOn, focusedElement, jsOn, pageStatus, selectAndPress } from './support/focus';
import { hydrated } from './support/hydration';
import { freshLibrary } from './support/library';
import { signInFresh } from './support/settings-accounts';
import { expect, test } from './support/sign-in';

// Focus after actions (WCAG 2.4.3; docs/focus-policy.md): after an in-place action focus fell to <body>. The focus
// policy (docs/focus-policy.md): focus moves to the result — its heading, the new item, or the
// status that stays on the page — and client-side page changes are announced. Keyboard only:
// focus is put on the control that starts the action (as Tab would), then keys act.

const DATES = ['2023:01:10 10:00:00', '2023:01:11 10:00:00', '2023:01:12 10:00:00'];

test('Upload: focus moves to the upload status, then the result, never <body> @no-js', async ({ page }) => {
  await freshLibrary(page, []);
  await page.goto('/my-photos/photos/upload');
  const dialog = page.getByRole('dialog', { name: 'Upload photos' });
  await hydrated(page, '#upload-files');
  await dialog.getByLabel('Photos to upload').setInputFiles(path.join(ROOT_DIR, 'tests/fixtures/photo.jpg'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).focus();
  await page.keyboard.press('Enter');
  const result = jsOn() ? dialog.locator('.upload-status') : dialog.getByRole('status').filter({ hasText: /added/ });
  await expect(result).toHaveText(/1 added/, { timeout: 20_000 });
  await expectFocusOn(page, result, 'Upload');
});

test('Select photos: focus moves to the selection count', async ({ page }) => {
  await freshLibrary(page, DATES);
  await page.goto('/my-photos/photos');
  await hydrated(page, '#start-selection');
  await page.locator('#start-selection').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('toolbar', { name: 'Actions for the selected photos' })).toBeVisible();
  await expectFocusOn(page, page.locator('.selection-bar__count'), 'Select photos');
  await expect(page.locator('.selection-bar__count')).toHaveText('0 selected');
});

test('confirming a delete: focus moves to the result in the page status @no-js', async ({ page }) => {
  await freshLibrary(page, DATES);
  await selectAndPress(page, 1, 'delete');
  await confirmDeleteByKeyboard(page);
  await expect(pageStatus(page)).toHaveText('1 photo moved to Recently deleted');
  await expectFocusOn(page, pageStatus(page), 'confirming a delete');
});

test('creating an album: focus moves to "Album … created" on the new album page @no-js', async ({ page }) => {
  await freshLibrary(page, []);
  await page.goto('/my-photos/albums/new');
  const dialog = page.getByRole('dialog', { name: 'Create new album' });
  await hydrated(page, 'dialog input[name="name"]');
  const name = uniqueName('Focus');
  await dialog.getByLabel('Album name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}$/);
  await expect(pageStatus(page)).toHaveText(`Album ${name} created`);
  await expectFocusOn(page, pageStatus(page), 'creating an album');
});

test('renaming an album: focus moves to "Album name saved" @no-js', async ({ page }) => {
  await freshLibrary(page, []);
  const id = await createAlbumByPost(page, uniqueName('Before'));
  await page.goto(`/my-photos/albums/${id}`);
  await hydrated(page, 'main h1');
  await page.locator('summary', { hasText: 'Rename album' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Album name').focus();
  await page.keyboard.press('ControlOrMeta+A');
  const name = uniqueName('After');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(pageStatus(page)).toHaveText('Album name saved');
  await expectFocusOn(page, pageStatus(page), 'renaming an album');
});

test('Copy to album: focus moves to the copy result @no-js', async ({ page }) => {
  await freshLibrary(page, DATES);
  const name = uniqueName('Copies');
  await createAlbumByPost(page, name);
  await selectAndPress(page, 1, 'copy');
  await copyIntoByKeyboard(page, name);
  await expect(pageStatus(page)).toHaveText(`1 photo copied to ${name}`);
  await expectFocusOn(page, pageStatus(page), 'Copy to album');
});

test('saving an address: focus moves to "Your address has been added." on the settings page @no-js', async ({ page }) => {
  await signInFresh(page, 'focus-address', { path: '/settings/new-address' });
  await hydrated(page, 'main h1');
  const fields: [string, string][] = [
    ['First name', 'Robin'],
    ['Last name', 'Taylor'],
    ['Street name', 'Kestrel Way'],
    ['Street number', '4'],
    ['Postal Code', 'SW1A 1AA'],
    ['Town or city', 'London'],
  ];
  for (const [label, value] of fields) {
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(pageStatus(page)).toHaveText('Your address has been added.');
  await expectFocusOn(page, pageStatus(page), 'saving an address');
});

test.describe('as the demo customer', () => {
  test.use({ as: 'customer' });

  test('opening the order address form: focus moves to its heading @no-js', async ({ page }) => {
    await page.goto('/orders/KS-10002');
    await hydrated(page, 'main h1');
    await page.getByRole('link', { name: 'Change delivery address' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?edit=address$/);
    await expectFocusOn(page, page.getByRole('heading', { name: 'Change delivery address' }), 'opening the order address form');
  });

  // Checks that start from the same page share a test, one step each; the step that opens another page comes last.
  test("with JavaScript, on the timeline and the orders: '+N more photos', opening a preview and a client-side page change move focus and announce", async ({ page }) => {
    await page.goto('/my-photos/photos');
    await test.step('"+N more photos": focus moves to the first photo added, not the tile after them', async () => {
      const more = page.getByRole('link', { name: /^\+\d+ more photos from / }).first();
      await hydrated(page, '.tile__more');
      // Pinned by its id: once its photos are all shown the month has no '+N' any more.
      const section = page.locator(`#${await more.locator('xpath=ancestor::section[contains(@class, "month")]').getAttribute('id')}`);
      // Whole pages of 24 shown (with small justified rows infinite scroll may have added one: decision 2440).
      const shown = await section.locator('.tile__link').count();
      expect(shown % 24).toBe(0);
      // At the screen's foot, the month's end below it out of view: focused where it stands, infinite scroll cannot load the page first.
      await more.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => section.locator('.tile__link').count()).toBeGreaterThan(shown);
      await expectFocusOn(page, section.locator('.tile__link').nth(shown), '+N more photos');
    });
    await test.step('opening a preview: focus moves to its heading and the new page is announced', async () => {
      const tile = page.locator('.tile__link').first();
      await hydrated(page, '.tile__link');
      await tile.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
      await expectFocusOn(page, page.getByRole('main').getByRole('heading', { level: 1 }), 'opening a preview');
      await expect(page.locator('[data-route-announcer]')).toHaveText(await page.title());
    });
    await test.step('a client-side page change is announced and focus moves to the new page’s heading', async () => {
      await page.goto('/orders');
      await hydrated(page, 'main h1');
      const link = page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My settings' });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.locator('[data-route-announcer]')).toHaveText(/^My settings \| /);
      await expectFocusOn(page, page.getByRole('heading', { level: 1, name: 'My settings' }), 'a page change');
      expect(await focusedElement(page)).toContain('<h1');
    });
  });
});
