import type { Page } from '@playwright/test';
import { expectFocusTrapped } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { hydrated } from './support/hydration';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/sign-in';

// Decision 1841: the keyboard shortcuts, listed in a help dialog that '?' opens (as photo apps do),
// never while typing in a field; and, with JavaScript off, a page the shell's footer links to
// (decision 1841).

test.use({ as: 'customer' });

const TITLE = 'Keyboard shortcuts';
const skipWithoutJs = () => test.skip(test.info().project.use.javaScriptEnabled === false, 'the ? key needs JavaScript');
const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

test('? opens the list in a dialog: axe-clean, focus trapped, Escape closes it and focus returns', async ({ page }) => {
  skipWithoutJs();
  await page.goto('/my-photos/photos');
  await hydrated(page, '.tile__link');
  const tile = page.locator('.tile__link').first();
  await tabTo(page, tile);
  await page.keyboard.press('?');
  const help = dialog(page);
  await expect(help).toBeVisible();
  await expect(help.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  for (const text of ['Previous photo', 'Next photo', 'Move around the photo while zoomed in', 'Close the dialog']) {
    await expect(help.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  await expectFocusTrapped(page, help, 'shortcuts-close');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(tile).toBeFocused();
  // The Close button does the same.
  await page.keyboard.press('?');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(tile).toBeFocused();
});

test('? types a question mark in a field and changes a select, never opening the dialog', async ({ page }) => {
  skipWithoutJs();
  await page.goto('/settings/personal-details');
  const field = page.getByLabel('First name');
  await hydrated(page, 'form');
  await tabTo(page, field);
  await page.keyboard.press('End');
  await page.keyboard.type('?');
  await expect(field).toHaveValue(/\?$/);
  await expect(dialog(page)).toHaveCount(0);

  await page.goto('/my-photos/photos');
  await hydrated(page, '.tile__link');
  const sort = page.getByLabel('Sort by');
  await tabTo(page, sort);
  await page.keyboard.press('?');
  await expect(dialog(page)).toHaveCount(0);
  // Out of the field, it opens.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('?');
  await expect(dialog(page)).toBeVisible();
});

test('in the preview, ? opens the list over the viewer; its Escape closes only the list', async ({ page }) => {
  skipWithoutJs();
  await page.goto('/my-photos/photos');
  await page.goto((await page.locator('.tile__link').nth(1).getAttribute('href'))!);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await tabTo(page, zoomIn);
  await page.keyboard.press('?');
  await expect(dialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
  // The viewer's keys wait while the list is open.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: / of / })).toHaveText(/^2 of \d+$/);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/preview\//);
  await expect(zoomIn).toBeFocused();
});

test('the ? key can be turned off in the list (WCAG 2.1.4), and on again', async ({ page }) => {
  skipWithoutJs();
  await page.goto('/');
  await hydrated(page, 'main');
  await page.keyboard.press('?');
  const toggle = dialog(page).getByRole('checkbox', { name: 'Open this list with the ? key' });
  await expect(toggle).toBeChecked();
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  await expect(dialog(page)).toHaveCount(0);
  // Remembered across pages; the page the footer links to turns it on again.
  await page.goto('/keyboard-shortcuts');
  const again = page.getByRole('checkbox', { name: 'Open this list with the ? key' });
  await expect(again).not.toBeChecked();
  await again.check();
  await page.goto('/');
  await hydrated(page, 'main');
  await page.keyboard.press('?');
  await expect(dialog(page)).toBeVisible();
});

test('the footer links to the list on a page of its own, reachable by keyboard @no-js', async ({ page }, info) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: TITLE });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/keyboard-shortcuts$/);
  await expect(page).toHaveTitle(new RegExp(`^${TITLE}`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  for (const text of ['Previous photo', 'Next photo', 'Close the preview']) await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.getByText('These keys work when JavaScript is on.', { exact: false })).toBeVisible();
  if (info.project.use.javaScriptEnabled === false) await expectNoAxeViolationsWithoutJs(page);
  else await expectNoAxeViolations(page);
});
