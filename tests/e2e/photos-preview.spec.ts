import { expect, test } from './support/sign-in';

// The full-screen preview: Back, Previous and Next links (bounded), the position, keys, zoom.

test.use({ as: 'customer' });

/** The position, "3 of 120", in its polite live region. */
const position = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: / of / });

// The demo customer's preview checks share a page, one step each; the sort step comes last (the
// sort it chooses is kept in a cookie), and the narrow screen's step restores the viewport.
test('a photo that is not found goes back to the list; previous/next links are bounded and Back returns to the photo; on a 320 px screen Previous and Next are there, inside the screen (WCAG 1.4.10); the preview follows the upload order with sort key created @no-js', async ({ page }) => {
  await test.step('a photo that is not found goes back to the list', async () => {
    await page.goto('/my-photos/photos/preview/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
  });
  await test.step('previous/next links are bounded and Back returns to the photo', async () => {
    await page.goto('/my-photos/photos');
    const first = page.locator('.tile__link').first();
    const id = (await first.getAttribute('id'))!.replace(/^photo-/, '');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Landmarks (WCAG 1.3.1): the banner holds the way back and the position, the photo is the main content.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(position(page)).toHaveText(/^1 of \d+$/);
    await expect(page.getByRole('link', { name: 'Previous photo' })).toHaveCount(0);
    const img = page.locator('.viewer__stage img');
    await expect(img).toHaveAttribute('src', /\/1300\?/);
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await page.getByRole('link', { name: 'Next photo' }).click();
    await expect(position(page)).toHaveText(/^2 of \d+$/);
    await page.getByRole('link', { name: 'Previous photo' }).click();
    await expect(position(page)).toHaveText(/^1 of \d+$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos\\?month=[^#]+#photo-${id}$`));
  });
  await test.step('on a 320 px screen Previous and Next are there, inside the screen (WCAG 1.4.10)', async () => {
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/my-photos/photos');
    await page.locator('.tile__link').nth(1).click();
    await expect(position(page)).toHaveText(/^2 of \d+$/);
    const next = page.getByRole('link', { name: 'Next photo' });
    await expect(next).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Previous photo' })).toBeInViewport();
    await next.click();
    await expect(position(page)).toHaveText(/^3 of \d+$/);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(size);
  });
  await test.step('the preview follows the upload order with sort key created', async () => {
    await page.goto('/my-photos/photos?sortKey=created&sortOrder=asc');
    const ids = await page.locator('#photos-all .tile__link').evaluateAll((els) => els.slice(0, 2).map((e) => e.id.replace(/^photo-/, '')));
    await page.locator('#photos-all .tile__link').first().click();
    await expect(page).toHaveURL(/sortKey=created&sortOrder=asc/);
    await page.getByRole('link', { name: 'Next photo' }).click();
    await expect(page).toHaveURL(new RegExp(`/preview/${ids[1]}\\?`));
  });
});

// The JavaScript-only checks share a page, one step each; the chunk check comes first, before
// anything has loaded the viewer.
test('the viewer code is its own chunk, loaded only on the preview; arrow keys move, zoom toggles by button and click, Escape returns focus to the thumbnail', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'needs JavaScript');
  await test.step('the viewer code is its own chunk, loaded only on the preview', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/my-photos/photos');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /ViewerEnhancer/.test(s))).toBe(false);
    await page.locator('.tile__link').first().click();
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    expect(scripts.some((s) => /ViewerEnhancer/.test(s))).toBe(true);
  });
  await test.step('arrow keys move, zoom toggles by button and click, Escape returns focus to the thumbnail', async () => {
    await page.goto('/my-photos/photos');
    const second = page.locator('.tile__link').nth(1);
    const id = (await second.getAttribute('id'))!;
    await second.click();
    await expect(position(page)).toHaveText(/^2 of \d+$/);
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await expect(zoomIn).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText(/^3 of \d+$/);
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText(/^2 of \d+$/);
    const img = page.locator('.viewer__stage img');
    await zoomIn.click();
    await expect(img).toHaveAttribute('style', /scale\(2\.5\)/);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(img).not.toHaveAttribute('style', /scale/);
    await page.locator('.viewer__stage').click();
    await expect(img).toHaveAttribute('style', /scale\(2\.5\)/);
    await page.locator('.viewer__stage').click();
    await expect(img).not.toHaveAttribute('style', /scale/);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeFocused();
  });
});
