import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/sign-in';

// Decision 1842 (WCAG 2.1.1): a zoomed photo could be panned only by dragging. Now the
// zoomed photo is a named, focusable pan area (Zoom in moves focus to it) and the arrow keys pan
// it; not zoomed, Left and Right still move between photos. Zoom exists only with JavaScript
// (its buttons come with the viewer's enhancement), so without it there is nothing to pan.

test.use({ as: 'customer' });

const HINT = 'Use the arrow keys to move around the photo.';
const position = (page: Page) => page.getByRole('status').filter({ hasText: / of / });

/** The photo's pan offset [x, y] in px, from its inline transform ([0, 0] when not moved). */
const offset = (page: Page) =>
  page.locator('.viewer__stage img').evaluate((img) => {
    const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec((img as HTMLElement).style.transform);
    return m ? [Number(m[1]), Number(m[2])] : [0, 0];
  });

async function openSecondPhoto(page: Page) {
  await page.goto('/my-photos/photos');
  await page.goto((await page.locator('.tile__link').nth(1).getAttribute('href'))!);
  await expect(position(page)).toHaveText(/^2 of \d+$/);
}

test('zoomed from the keyboard, the arrow keys pan the photo; not zoomed, Left and Right move between photos', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'zoom is a JavaScript enhancement');
  await openSecondPhoto(page);
  const img = page.locator('.viewer__stage img');
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await tabTo(page, zoomIn);
  await page.keyboard.press('Enter');
  await expect(img).toHaveAttribute('style', /scale\(2\.5\)/);

  // Focus is on the zoomed photo: a named group that says how to pan, on screen too.
  const area = page.getByRole('group', { name: 'Zoomed photo' });
  await expect(area).toBeFocused();
  await expect(area).toHaveAccessibleDescription(HINT);
  await expect(page.getByText(HINT)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await offset(page)).map(Math.sign)).toEqual([-1, -1]);
  await expect(position(page), 'zoomed, an arrow key pans and stays on the photo').toHaveText(/^2 of \d+$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await offset(page)).map(Math.sign)).toEqual([1, 1]);

  // Panning stops at the photo's edge.
  const width = await page.locator('.viewer__stage').evaluate((el) => el.getBoundingClientRect().width);
  for (let i = 0; i < 25; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await offset(page))[0]).toBeCloseTo(-((2.5 - 1) * width) / 2, 0);

  // Tab on to Zoom out: the arrows still pan (no photo change while zoomed); Enter zooms out.
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  await tabTo(page, zoomOut);
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText(/^2 of \d+$/);
  await page.keyboard.press('Enter');
  await expect(img).not.toHaveAttribute('style', /scale/);
  await expect(page.getByRole('group', { name: 'Zoomed photo' })).toHaveCount(0);
  await expect(page.getByText(HINT)).toHaveCount(0);

  // Not zoomed, Right and Left move between photos again.
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText(/^3 of \d+$/);
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText(/^2 of \d+$/);
});

test('zoomed by a click, the photo is a tab stop that pans with the arrow keys; zoomed out, it is not', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'zoom is a JavaScript enhancement');
  await openSecondPhoto(page);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await page.locator('.viewer__stage').click();
  const area = page.getByRole('group', { name: 'Zoomed photo' });
  await expect(area).toHaveAttribute('tabindex', '0');
  await tabTo(page, area, { back: true });
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await offset(page))[1]).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.locator('.viewer__stage')).not.toHaveAttribute('tabindex', '0');
});

test('without JavaScript there is no zoom, so no pan area and no extra tab stop @no-js', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'the baseline without JavaScript');
  await openSecondPhoto(page);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  await expect(page.locator('.viewer__stage')).not.toHaveAttribute('tabindex', /.*/);
  await expect(page.getByRole('link', { name: 'Next photo' })).toBeVisible();
});
