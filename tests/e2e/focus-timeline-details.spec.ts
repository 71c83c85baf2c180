import type { Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { freshLibrary, startSelection } from './support/library';
import { jsOn } from './support/focus';
import { expect, freshContextCookies, test } from './support/sign-in';

// The timeline's smaller focus defects (docs/focus-policy.md): the tile focus returns to from the preview is fully
// visible; each tile has its own short name, read once; the tooltip has a border in forced colours
// and never covers a month heading; the scrubber's strip lies over no control.

/** How much of `selector`'s element the stuck month headings and bars cover, 0–1. */
function coveredShare(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const r = el.getBoundingClientRect();
    let covered = 0;
    for (const s of document.querySelectorAll<HTMLElement>('.month__heading, .month__head, .selection-bar')) {
      if (s.contains(el) || getComputedStyle(s).position !== 'sticky') continue;
      const c = s.getBoundingClientRect();
      const h = Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top);
      const w = Math.min(r.right, c.right) - Math.max(r.left, c.left);
      if (h > 0 && w > 0) covered = Math.max(covered, h / r.height);
    }
    return covered;
  }, selector);
}

const DATES = [
  ...Array.from({ length: 18 }, (_, i) => `2024:05:${String(i + 1).padStart(2, '0')} 10:00:00`),
  ...Array.from({ length: 18 }, (_, i) => `2024:04:${String(i + 1).padStart(2, '0')} 10:00:00`),
];

// The @no-js checks share one test, one step each: the tile names on a library of their own
// first, then one library for both sizes, each step setting its size and loading the timeline.
// A step on a library of its own starts from a fresh context's cookies (the banner answered, no session).
test('tile names, and back from the preview the tile is whole on the screen at 1280 and 320 px @no-js', async ({ page, context }) => {
  test.setTimeout(90_000);
  await test.step('each tile has its own short name with the time, and a checkbox named once', async () => {
    await freshLibrary(page, ['2026:09:24 14:05:00', '2026:09:24 14:05:30', '2026:09:24 16:40:00', '2026:09:23 09:00:00']);
    const links = page.locator('.tile__link');
    const names = await links.evaluateAll((els) => els.map((el) => el.querySelector('img')?.getAttribute('alt') ?? ''));
    expect(names.sort()).toEqual([
      'Photo taken on 23 September 2026, 09:00',
      'Photo taken on 24 September 2026, 14:05:00',
      'Photo taken on 24 September 2026, 14:05:30',
      'Photo taken on 24 September 2026, 16:40',
    ]);
    await expect(page.getByRole('link', { name: 'Photo taken on 24 September 2026, 16:40', exact: true })).toHaveCount(1);
    await startSelection(page);
    const box = page.getByRole('checkbox', { name: 'Select Photo taken on 24 September 2026, 16:40', exact: true });
    await expect(box).toHaveCount(1);
    // The tile reads its checkbox, then its preview link: no copy of the checkbox's name as text
    // between them (the photo, the checkbox's label, is hidden from the tree: decision 2540).
    const tile = page.locator('.tile').filter({ has: box });
    await expect(tile).toMatchAriaSnapshot(`
      - listitem:
        - checkbox "Select Photo taken on 24 September 2026, 16:40"
        - link "Photo taken on 24 September 2026, 16:40":
          - /url: /\\/my-photos\\/photos\\/preview\\//
    `);
  });

  await freshContextCookies(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await freshLibrary(page, DATES);
  for (const [width, height] of [
    [1280, 800],
    [320, 640],
  ] as const) {
    await test.step(`back from the preview, the photo's tile is whole on the screen, not under the month heading, at ${width} px`, async () => {
      await page.setViewportSize({ width, height });
      await page.goto('/my-photos/photos');
      // A photo well down the page: the page scrolls to it on the way back.
      const tile = page.locator('#m-2024-4 .tile__link').nth(7);
      await hydrated(page, '.tile__link');
      // With big rows the month lies screens below: far away, its tiles come as it nears (decision 2200).
      await page.locator('#m-2024-4').scrollIntoViewIfNeeded();
      const id = (await tile.getAttribute('id'))!;
      await tile.click();
      await expect(page).toHaveURL(/\/preview\//);
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/my-photos\/photos/);
      if (jsOn()) await expect(page.locator(`#${id}`)).toBeFocused();
      await expect(page.locator(`#${id}`)).toBeInViewport({ ratio: 1 });
      expect(await coveredShare(page, `#${id}`)).toBe(0);
    });
  }
});

// The js-only checks share one test, one step each, each on a library of its own: forced colours
// first, its emulation ended before the scrubber's step, which starts from a fresh context's cookies.
test("in forced colours a tile's tooltip has a border, and the scrubber's strip lies over no control", async ({ page, context }) => {
  test.skip(!jsOn(), 'the tooltip overlays (decision 1840) and the scrubber exists with JavaScript only');
  test.setTimeout(60_000);
  await test.step("in forced colours a tile's tooltip has a border and leaves the month heading readable", async () => {
    await page.emulateMedia({ forcedColors: 'active' });
    await freshLibrary(page, DATES);
    await hydrated(page, '.tile__link');
    const first = page.locator('.tile__link').first();
    await first.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();
    const tip = page.locator('.tile').first().locator('.tooltip');
    await expect(tip).toBeVisible();
    const border = await tip.evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(parseFloat(border)).toBeGreaterThanOrEqual(1);
    const heading = page.locator('.month__heading').first();
    const [t, h] = [(await tip.boundingBox())!, (await heading.boundingBox())!];
    const overlaps = t.y < h.y + h.height && t.y + t.height > h.y && t.x < h.x + h.width && t.x + t.width > h.x;
    expect(overlaps, 'the tooltip covers the month heading').toBe(false);
  });

  await test.step("the scrubber's strip lies over none of the page's controls, scrolled or not", async () => {
    await page.emulateMedia({ forcedColors: null });
    await freshContextCookies(context);
    await freshLibrary(page, [
      ...DATES,
      ...Array.from({ length: 12 }, (_, i) => `2023:${String(i + 1).padStart(2, '0')}:10 10:00:00`),
    ]);
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      for (const select of [false, true]) {
        await page.setViewportSize(viewport);
        if (select) await startSelection(page);
        else await page.goto('/my-photos/photos');
        await hydrated(page, '.scrubber');
        for (const y of [0, 200, 700]) {
          await page.evaluate((to) => window.scrollTo(0, to), y);
          await page.waitForTimeout(100);
          const under = await page.evaluate(() => {
            const strip = document.querySelector<HTMLElement>('.scrubber')!.getBoundingClientRect();
            const found: string[] = [];
            for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), summary, select')) {
              if (el.closest('.scrubber') || !el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
              const r = el.getBoundingClientRect();
              if (r.width === 0 || r.bottom <= strip.top || r.top >= strip.bottom || r.right <= strip.left || r.left >= strip.right) continue;
              const top = Math.max(r.top, strip.top, 0) + 1;
              const bottom = Math.min(r.bottom, strip.bottom, innerHeight) - 1;
              if (bottom <= top) continue;
              for (const [x, yy] of [
                [Math.max(r.left, strip.left) + 1, (top + bottom) / 2],
                [Math.min(r.right, strip.right) - 1, top],
                [Math.min(r.right, strip.right) - 1, bottom],
              ] as [number, number][]) {
                const hit = document.elementFromPoint(x, yy);
                if (hit?.closest('.scrubber')) {
                  found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" at (${Math.round(x)}, ${Math.round(yy)})`);
                  break;
                }
              }
            }
            return found;
          });
          expect(under, `${viewport.width} × ${viewport.height}, ${select ? 'selection mode' : 'timeline'}, scrolled ${y}`).toEqual([]);
        }
      }
    }
  });
});
