import type { Page, TestInfo } from '@playwright/test';
import { seededSharedAlbum } from './album-page-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { expect, test } from './support/sign-in';

// Decision 0601: the shared album page as the seed gives it to customer@example.com (read only:
// these tests change nothing). customer@ owns 'Weekend in Lisbon' (participants other@ and
// business@) and 'Birthday party' (other@), and takes part in other@'s 'Robin's garden' and
// business@'s empty 'Office party'.

test.use({ as: 'customer' });

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const BANNER = 'Shared albums are no longer supported';

// Read-only checks share a test, one step each (named as the behaviour); a step that leaves the page comes after those that read it.

test("'Weekend in Lisbon', the owner's: the view, the participants modal, the unavailable actions @no-js", async ({ page }, info) => {
  const album = await seededSharedAlbum(page, 'Weekend in Lisbon');
  await page.goto(`/my-photos/shared-albums/${album.albumId}`);
  await test.step("the owner's view: banner, participants link, photos", async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weekend in Lisbon');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toContainText(BANNER);
    await expect(banner.getByRole('link', { name: 'Shared with 2 people' })).toBeVisible();
    await expect(page.getByText('8 photos', { exact: true })).toBeVisible();
    // Made 60 days ago (the seed): the date as the locale's long date (decision 2522).
    await expect(page.getByText(/^Created \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.locator('#album-photos .tile__link')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Add photos' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rename album' })).toHaveCount(0);
    await expect(page.getByText('Rename album')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Delete album' })).toBeVisible();
    await axe(page, info);
  });
  await test.step('the participants modal lists the e-mails; OK and Escape close it', async () => {
    await page.getByRole('link', { name: 'Shared with 2 people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shared with 2 people' });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    expect((await dialog.getByRole('listitem').allTextContents()).sort()).toEqual(['business@example.com', 'other@example.com']);
    await axe(page, info);
    if (jsOn(info)) {
      await expect(dialog.getByRole('link', { name: 'OK' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('#participants')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('#participants')).toBeFocused();
    } else {
      await dialog.getByRole('link', { name: 'OK' }).click();
      await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${album.albumId}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
  await test.step('copy, remove from album and order prints are unavailable; download is not', async () => {
    await page.goto(`/my-photos/shared-albums/${album.albumId}?select=1`);
    const toolbar = page.getByRole('toolbar', { name: 'Actions for the selected photos' });
    for (const name of ['Copy to album', 'Remove from album', 'Order prints']) {
      const button = toolbar.getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Unavailable for shared albums');
    }
    // Download acts once a photo is selected (the unavailable ones stay unavailable).
    await page.getByRole('checkbox', { name: /^Select / }).first().check();
    if (jsOn(info)) await expect(toolbar.getByRole('button', { name: 'Download', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(toolbar.getByRole('button', { name: 'Copy to album', exact: true })).toHaveAttribute('aria-disabled', 'true');
    if (jsOn(info)) {
      await toolbar.getByRole('button', { name: 'Copy to album', exact: true }).focus();
      await expect(page.getByRole('tooltip', { name: 'Unavailable for shared albums' }).first()).toBeVisible();
    }
    await axe(page, info);
    // The own album route does not open a shared album's modals: it is sent to its shared page.
    await page.goto(`/my-photos/albums/${album.albumId}/remove?select=1&ids=x`);
    await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${album.albumId}`));
    await page.goto(`/my-photos/albums/${album.albumId}`);
    await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${album.albumId}$`));
  });
});

test("the other shared albums: one participant, a participant's view and preview, an empty album @no-js", async ({ page }, info) => {
  await test.step('one participant: the singular words', async () => {
    const album = await seededSharedAlbum(page, 'Birthday party');
    await page.goto(`/my-photos/shared-albums/${album.albumId}`);
    await expect(page.getByRole('link', { name: 'Shared with 1 person' })).toBeVisible();
  });
  await test.step("a participant's view: the owner's e-mail, no participants list", async () => {
    const album = await seededSharedAlbum(page, "Robin's garden");
    await page.goto(`/my-photos/shared-albums/${album.albumId}`);
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toContainText('Shared by other@example.com');
    await expect(banner.getByRole('link')).toHaveCount(0);
    await expect(page.locator('#album-photos .tile__link')).toHaveCount(4);
    // The participants modal is the owner's only.
    await page.goto(`/my-photos/shared-albums/${album.albumId}/participants`);
    await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${album.albumId}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await axe(page, info);
  });
  await test.step('the shared preview moves within the album; copy and remove are disabled', async () => {
    const album = await seededSharedAlbum(page, "Robin's garden");
    await page.goto(`/my-photos/shared-albums/${album.albumId}`);
    await page.locator('#album-photos .tile__link').first().click();
    await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${album.albumId}/preview/`));
    await expect(page.getByRole('status').filter({ hasText: / of / })).toHaveText('1 of 4');
    for (const name of ['Copy to album', 'Remove from album']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Unavailable for shared albums');
    }
    await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
    await axe(page, info);
    await page.getByRole('link', { name: 'Next photo' }).click();
    await expect(page.getByRole('status').filter({ hasText: / of / })).toHaveText('2 of 4');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${album.albumId}#photo-`));
  });
  await test.step('an empty shared album says so', async () => {
    const album = await seededSharedAlbum(page, 'Office party');
    await page.goto(`/my-photos/shared-albums/${album.albumId}`);
    await expect(page.getByText('This album is empty')).toBeVisible();
    await expect(page.getByRole('region', { name: BANNER })).toContainText('Shared by business@example.com');
    await axe(page, info);
  });
});

