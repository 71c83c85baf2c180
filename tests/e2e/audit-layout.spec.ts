import type { Locator, Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { freshLibrary, startSelection } from './support/library';
import { STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

// The outside audits' layout findings, with JavaScript (the last details, items 7 and 22): what
// has focus or is shown is whole on the screen and nothing is drawn over it.

/** Whether two boxes overlap. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Where `target` is covered or off the screen: its corners (inset 3 px) and centre must hit itself; null when whole. */
function coverOf(target: Locator): Promise<string | null> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > document.documentElement.clientWidth) return `off the screen (${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight})`;
    for (const [x, y] of [[r.left + 3, r.top + 3], [r.right - 3, r.top + 3], [r.left + 3, r.bottom - 3], [r.right - 3, r.bottom - 3], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]] as [number, number][]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.tagName}.${hit?.className}`;
    }
    return null;
  });
}

/** Months of one photo each: every month a single row, its tiles between two headings. */
const MONTHS = Array.from({ length: 14 }, (_, i) => `20${10 + i}:0${(i % 9) + 1}:05 10:00:00`);

for (const [width, height] of [
  [320, 256],
  [640, 400],
] as const) {
  test(`at ${width} × ${height} 'Jump to a month' opens where it is: focus and the list's start on the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await freshLibrary(page, MONTHS);
    await hydrated(page, 'details.jump');
    const summary = page.locator('details.jump summary');
    // The summary at the screen's bottom, as Tab leaves it there coming down the page.
    await summary.evaluate((el) => {
      el.scrollIntoView({ block: 'end' });
      el.focus({ preventScroll: true });
    });
    await page.keyboard.press('Enter');
    await expect(page.locator('details.jump')).toHaveAttribute('open', '');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport({ ratio: 1 });
    await expect(page.locator('details.jump a').first()).toBeInViewport({ ratio: 1 });
  });
}

test("a first-row tile's 'Taken on …' tooltip is drawn whole, over no month heading", async ({ page }) => {
  await freshLibrary(page, MONTHS);
  await hydrated(page, '.tile__link');
  await page.keyboard.press('Tab');
  for (const month of [0, 3]) {
    const tile = page.locator('.month').nth(month).locator('.tile').first();
    await tile.locator('.tile__link').focus();
    const tip = tile.locator('.tooltip');
    await expect(tip).toBeVisible();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await coverOf(tip), `month ${month + 1}`).toBeNull();
    for (const head of await page.locator('.month__heading').all()) expect(overlap((await tip.boundingBox())!, (await head.boundingBox())!)).toBe(false);
  }
});

test("the scrubber's thumb lies over no control above the timeline ('More actions') from 1000 to 1280 px", async ({ page }) => {
  await freshLibrary(page, MONTHS);
  for (const width of [1000, 1100, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/my-photos/photos');
    await hydrated(page, '.scrubber__thumb');
    for (const y of [0, 120, 240]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const thumb = (await page.locator('.scrubber__thumb').boundingBox())!;
      for (const control of [page.locator('#photos-actions summary'), page.locator('#start-selection')]) {
        const box = await control.boundingBox();
        expect(box && overlap(thumb, box), `${width} px, scrolled ${y}: the thumb over ${await control.evaluate((el) => el.outerHTML.slice(0, 60))}`).toBeFalsy();
      }
    }
  }
});

test.describe('with the cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test("at 1024 × 600 the scrubber's thumb is on the screen when it has focus", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 600 });
    await freshLibrary(page, MONTHS);
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    await hydrated(page, '.scrubber__thumb');
    // The months' list open as well: the timeline starts below the screen, and the strip with it.
    await page.locator('details.jump summary').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.locator('.timeline').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(600 - 24);
    const thumb = page.getByRole('slider', { name: 'Jump to a month' });
    await page.locator('details.jump a').last().focus();
    await tabTo(page, thumb);
    await expect(thumb).toBeInViewport({ ratio: 1 });
    // (A round thumb: its centre, not its box's corners.)
    expect(await thumb.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2));
    })).toBe(true);
  });
});

/** Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('a business customer', () => {
  test.use({ storageState: STORAGE_STATE.business });
  test('/invoices at 640 × 400 does not scroll sideways, and each focused link is whole on the screen', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto('/invoices');
    const links = page.getByRole('main').getByRole('link', { name: /Download PDF/ });
    expect(await links.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
    for (const link of await links.all()) {
      await link.focus();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe('a customer', () => {
  test.use({ as: 'customer' });
  test("/ under 575 px: main has the page's h1 and the menu, where 'Skip to main content' lands", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 700 });
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toHaveCount(1);
    await expect(main.getByRole('navigation').getByRole('link', { name: 'My orders' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.getByRole('link', { name: 'Skip to main content' }).press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main nav'))).toBe(true);
    // From 575 px the menu is the shell's column beside the overview, once.
    await page.setViewportSize({ width: 800, height: 700 });
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toHaveCount(1);
    await expect(main.getByRole('navigation')).toHaveCount(0);
  });

  test('zod parses without eval: the address page meets no CSP violation', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as { cspSeen?: string[] }).cspSeen = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
    });
    await page.goto('/settings/new-address');
    await hydrated(page, 'form');
    await page.getByRole('main').locator('form button[type="submit"]').first().click();
    await expect(page.locator('.error-summary')).toBeVisible();
    expect(await page.evaluate(() => (window as { cspSeen?: string[] }).cspSeen)).toEqual([]);
  });
});

test('at 320 × 256 a toast covers none of the focused page status', async ({ page }) => {
  await freshLibrary(page, MONTHS.slice(0, 3));
  await page.setViewportSize({ width: 320, height: 256 });
  await startSelection(page);
  await hydrated(page, '.tile__check');
  await page.locator('.tile__check').first().check();
  await page.locator('#sel-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  const status = page.locator('#page-status');
  await expect(status).toHaveText('1 photo moved to Recently deleted');
  await expect(status).toBeFocused();
  expect(await coverOf(status)).toBeNull();
});

test("what html's and main's :has() switch (decision 2678): a tile's scroll margin, the toasts' place, the photos page's back link on a phone", async ({ page }) => {
  await freshLibrary(page, MONTHS.slice(0, 3));
  const style = (selector: string, ...props: string[]) =>
    page.locator(selector).first().evaluate((el, names) => names.map((n) => getComputedStyle(el).getPropertyValue(n)), props);
  const toastsTop = () => page.locator('.toasts').evaluate((el) => el.getBoundingClientRect().top);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Below the stuck month heading; the toasts at the top.
  expect(await style('.tile__link', 'scroll-margin-top')).toEqual(['64px']);
  expect(await toastsTop()).toBeLessThan(40);
  await startSelection(page);
  // In selection mode html's scroll padding keeps the tile clear; the toasts go to the bottom, off the bar.
  expect(await style('.tile__link', 'scroll-margin-top')).toEqual(['0px']);
  expect(await toastsTop()).toBeGreaterThan(700);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-photos/photos');
  expect(await style('.back-link', 'float', 'line-height', 'margin-right', 'margin-bottom')).toEqual(['left', '44px', '12px', '0px']);
  await page.goto('/orders');
  expect(await style('.back-link', 'float', 'margin-right', 'margin-bottom')).toEqual(['none', '0px', '8px']);
  expect(Number.parseFloat((await style('.back-link', 'line-height'))[0]!)).toBeLessThan(30);
});
