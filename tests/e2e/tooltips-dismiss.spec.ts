import type { Page, TestInfo } from '@playwright/test';
import { seededSharedAlbum } from './album-page-helpers';
import { hydrated } from './support/hydration';
import { tabTo } from './support/keyboard';
import { STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

// Decision 1840 (WCAG 1.4.13): content shown on hover or focus over other content must be
// dismissible without moving the pointer or focus. Only a script can listen for Escape, so the
// tooltip overlays ('Taken on …', a toolbar button's reason) appear only with JavaScript, where
// Escape hides them; without it a thumbnail's date is its description (and the preview's
// heading), and a toolbar button's reason is plain text under the button (decision 1840).

test.use({ as: 'customer' });

const jsOn = (info: TestInfo) => info.project.use.javaScriptEnabled !== false;

/** The element an element's aria-describedby names. */
async function describedBy(page: Page, id: string) {
  return page.locator(`#${await page.locator(`#${id}`).getAttribute('aria-describedby')}`);
}

test("a thumbnail's 'Taken on …' overlays only with JavaScript, and Escape hides it @no-js", async ({ page }, info) => {
  await page.goto('/my-photos/photos');
  const first = page.locator('.tile__link').first();
  await hydrated(page, '.tile__link');
  await tabTo(page, first);
  const id = (await first.getAttribute('id'))!;
  const tip = await describedBy(page, id);
  await expect(first).toHaveAccessibleDescription(/^Taken on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}:\d{2}$/);
  if (!jsOn(info)) {
    // Nothing could dismiss it: it does not appear, on focus or on hover.
    await expect(tip).toBeHidden();
    await first.hover();
    await expect(tip).toBeHidden();
    return;
  }
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(first, 'Escape hides the tooltip; focus stays').toBeFocused();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  // The next tile shows its own; back on the first, it shows again.
  await page.keyboard.press('Tab');
  const next = page.locator('.tile__link').nth(1);
  await expect(next).toBeFocused();
  await expect(await describedBy(page, (await next.getAttribute('id'))!)).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(tip).toBeVisible();
});

test("a toolbar button's reason: plain text under it without JavaScript, a tooltip Escape hides with it @no-js", async ({ page }, info) => {
  const album = await seededSharedAlbum(page, 'Weekend in Lisbon');
  await page.goto(`/my-photos/shared-albums/${album.albumId}?select=1`);
  const toolbar = page.getByRole('toolbar', { name: 'Actions for the selected photos' });
  const copy = toolbar.getByRole('button', { name: 'Copy to album', exact: true });
  const reason = await describedBy(page, 'sel-copy');
  await expect(reason).toHaveText('Unavailable for shared albums');
  if (!jsOn(info)) {
    // Shown without hover or focus, in the flow: it covers nothing, so there is nothing to dismiss.
    await expect(reason).toBeVisible();
    const [r, c] = [(await reason.boundingBox())!, (await copy.boundingBox())!];
    expect(r.y, 'under its button').toBeGreaterThanOrEqual(c.y + c.height - 1);
    await expect(reason).toHaveCSS('position', 'static');
    return;
  }
  await hydrated(page, '#sel-copy');
  await expect(reason).toBeHidden();
  // The toolbar is one tab stop (roving tabindex): Tab to it, then the arrow keys.
  await tabTo(page, toolbar.getByRole('button', { name: 'Download', exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(copy).toBeFocused();
  await expect(reason).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reason).toBeHidden();
  await expect(copy).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(copy).toBeFocused();
  await expect(reason, 'shown again once focus came back').toBeVisible();
});

test("on a phone, a tapped photo's 'Taken on …' does not stay over the month's Select all", async ({ browser }, info) => {
  test.skip(!jsOn(info), 'the overlay exists only with JavaScript');
  const context = await browser.newContext({ storageState: STORAGE_STATE.customer, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/my-photos/photos?select=1');
  await hydrated(page, '.tile input[type="checkbox"]');
  const tile = page.locator('.tile').first();
  await tile.locator('input[type="checkbox"]').tap();
  await expect(tile.locator('input[type="checkbox"]')).toBeChecked();
  await expect(tile.locator('.tooltip')).toBeHidden();
  // From the keyboard it still shows.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(tile.locator('input[type="checkbox"]')).toBeFocused();
  await expect(tile.locator('.tooltip')).toBeVisible();
  await context.close();
});
