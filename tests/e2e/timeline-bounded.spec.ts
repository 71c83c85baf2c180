import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { hydrated } from './support/hydration';
import { startSelection } from './support/library';
import { expect, test } from './support/sign-in';

// Decisions 2200, 2201: the bounded timeline keeps only months and chunks near the
// viewport rendered; 'Jump to a month' lists the months (links without JavaScript, in place with
// it) and the scrubber moves to any month by keyboard. The demo customer's library (36 months,
// one of 52 photos) in selection mode, whose selection lives in the URL: nothing changes.

test.use({ as: 'customer', viewport: { width: 390, height: 844 } });

const status = (page: import('@playwright/test').Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('far months leave the page and come back with their selection; +N and Load more cross chunks; the jump list and the scrubber move to any month', async ({ page }) => {
  await startSelection(page);
  await hydrated(page, '.scrubber');
  const months = page.locator('section.month');
  const first = months.first();
  const firstHeading = (await first.locator('.month__heading').textContent())!;
  await first.getByRole('checkbox', { name: /^Select / }).first().check();
  await expect(status(page, '1 selected')).toBeVisible();

  // The 52-photo month: '+N' focuses the first photo added; the next page (infinite scroll or
  // Load more, whichever comes first) puts the 49th to 52nd in a second chunk.
  const bigId = (await months.filter({ has: page.getByRole('link', { name: /^\+28 more photos from / }) }).getAttribute('id'))!;
  const big = page.locator(`#${bigId}`);
  // Activated where it is: scrolled to, the month's end (a short justified row below) would load the page first (decision 2440).
  await big.getByRole('link', { name: /^\+28 more photos from / }).dispatchEvent('click');
  await expect(big.locator('.tile__link').nth(24)).toBeFocused();
  await big.locator('.month__end').scrollIntoViewIfNeeded();
  await expect(big.locator('.month__chunk')).toHaveCount(2);
  await expect(big.locator('.month__chunk').nth(1).locator('.tile__link')).toHaveCount(4);
  const bigHeight = await big.evaluate((el) => el.getBoundingClientRect().height);

  // The jump list, in place: the last month's heading takes focus, the URL stays.
  await page.getByText('Jump to a month', { exact: true }).click();
  const jumps = page.getByRole('navigation', { name: 'Jump to a month' }).getByRole('link');
  await expect(jumps).toHaveCount(await months.count());
  await expect(jumps.first()).toHaveAccessibleName(new RegExp(`^${firstHeading} \\(\\d+ photos?\\)$`));
  // By keyboard: chunks render and collapse as the list opens and the page scrolls, which can move
  // a link between a pointer's aim and its click (decision 2200 addendum).
  await jumps.last().press('Enter');
  await expect(page).not.toHaveURL(/month=/);
  const last = months.last();
  await expect(last.locator('.month__heading')).toBeFocused();
  await expect(last.locator('img').first()).toBeInViewport();
  // The first month is far now: its photos left the page, its height stayed.
  await expect(first.locator('.tile')).toHaveCount(0);
  expect(await first.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(100);
  // The 52-photo month, further still, dropped its photos' data and keeps its height (decision 2203)…
  await expect(big.locator('.month__kept')).toHaveCount(1);
  // (offsetHeight's whole pixels: within one of the height it had)
  expect(Math.abs((await big.evaluate((el) => el.getBoundingClientRect().height)) - bigHeight)).toBeLessThan(2);
  // …and loads all 52 back in one request when it comes near again (the scrubber's Home, below).
  const restored = page.waitForRequest((r) => /\/my-photos\/photos\/page\?.*&limit=52$/.test(r.url()));

  // The scrubber: Home comes back to the first month, still selected; it says where it landed.
  const slider = page.getByRole('slider', { name: 'Jump to a month' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', firstHeading);
  await expect(page.locator('.scrubber').getByRole('status')).toHaveText(firstHeading);
  await expect(first.locator('img').first()).toBeInViewport();
  await expect(first.locator('.tile__check').first()).toBeChecked();
  await expect(status(page, '1 selected')).toBeVisible();
  await restored;
  await big.locator('.month__chunk').nth(1).scrollIntoViewIfNeeded();
  await expect(big.locator('.month__chunk').nth(1).locator('.tile__link')).toHaveCount(4);
  await slider.focus();
  await page.keyboard.press('Home');
  const headings = await months.locator('.month__heading').allTextContents();
  await page.keyboard.press('ArrowDown');
  await expect(slider).toHaveAttribute('aria-valuetext', headings[1]!);
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', headings[headings.length - 1]!);
  await page.keyboard.press('PageUp');
  await expect(slider).toHaveAttribute('aria-valuetext', headings[headings.length - 13]!);
  await expect(months.nth(headings.length - 13).locator('img').first()).toBeInViewport();
  await expect(slider).toBeFocused();
  await expectNoAxeViolations(page);
});

test('without JavaScript the jump list is a page of its own whose links load the month, and there is no scrubber @no-js', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'the JavaScript path is the test above');
  await page.goto('/my-photos/photos');
  // The timeline's HTML holds a link, not every month (decision 2202).
  await expect(page.getByRole('navigation', { name: 'Jump to a month' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Jump to a month', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/my-photos\/photos\/months$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jump to a month');
  await expect(page).toHaveTitle(/^Jump to a month/);
  const jumps = page.getByRole('navigation', { name: 'Jump to a month' }).getByRole('link');
  await expect(jumps.first()).toHaveAccessibleName(/^\S+ \d{4} \(\d+ photos?\)$/);
  const link = jumps.nth(-2);
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/my-photos\/photos\?month=\d+%2F\d+#m-\d+-\d+$/);
  await expectNoAxeViolationsWithoutJs(page);
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(`#${href.split('#')[1]} .tile__link`).first()).toBeInViewport();
  await expect(page.getByRole('slider')).toHaveCount(0);
});

test("the scrubber's strip starts where the timeline does: it lies over none of the page's controls above it", async ({ page }) => {
  test.skip(test.info().project.name !== 'js', 'the scrubber exists with JavaScript only');
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/my-photos/photos');
    await hydrated(page, '.scrubber');
    const strip = (await page.locator('.scrubber').boundingBox())!;
    const timeline = (await page.locator('.timeline').boundingBox())!;
    expect(Math.abs(strip.y - Math.max(72, timeline.y)), `${viewport.width} px`).toBeLessThan(2);
    for (const control of [page.getByRole('link', { name: 'Add photos' }), page.locator('#photos-actions > summary')]) {
      const box = (await control.boundingBox())!;
      const overlaps = box.x + box.width > strip.x && box.x < strip.x + strip.width && box.y + box.height > strip.y && box.y < strip.y + strip.height;
      expect(overlaps, `${viewport.width} px: ${await control.textContent()}`).toBe(false);
    }
    // Once the page is scrolled, the strip rises to just below the header.
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await page.locator('.scrubber').boundingBox())!.y).toBeLessThan(80);
  }
});
