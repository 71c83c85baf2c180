import type { Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { freshLibrary, startSelection } from './support/library';
import { jsOn } from './support/focus';
import { expect, test } from './support/sign-in';

// Short screens, decision 2372 (WCAG 1.4.10 reflow, 2.4.11 focus not obscured): at 400 % zoom (320 × 256, of
// 1280 × 1024) the sticky selection bar and the stuck month heading were taller than the screen,
// and at 640 × 400 they left ~50 px of photos; the tile checkboxes drew over the stuck "Select
// all". On a short screen nothing sticks (docs/focus-policy.md, 'Zoom and short screens'): every
// Tab stop of selection mode is on the screen, whole, and nothing else is drawn over it.

/**
 * Where the focused element is not fully on the screen, or is covered: each corner (inset by
 * 3 px, past a rounded corner) and the centre of its box, clipped to its nearest scrolling box, must hit the element
 * itself, its label, or something inside it. Null when it is whole and uncovered.
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'focus on <body>';
    const name = `${el.tagName.toLowerCase()}#${el.id || (el as HTMLInputElement).name || el.className}`;
    const r = el.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    if (r.top < -0.5 || r.left < -0.5 || r.bottom > vh + 0.5 || r.right > vw + 0.5) {
      return `${name} not fully on screen (${Math.round(r.left)},${Math.round(r.top)} – ${Math.round(r.right)},${Math.round(r.bottom)} of ${vw} × ${vh})`;
    }
    const labels = [...((el as HTMLInputElement).labels ?? [])];
    // Its own tile's or toolbar item's parts (a tile's checkbox sits in its link's corner by design),
    // and its ancestors (seen through a rounded corner) are not covers.
    const group = el.closest('.tile, .toolbar__item');
    const own = (hit: Element | null) =>
      !!hit && (hit === el || el.contains(hit) || hit.contains(el) || labels.some((l) => l === hit || l.contains(hit)) || (!!group && group.contains(hit)));
    const points: [number, number][] = [
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!own(hit)) {
        const by = hit ? `${hit.tagName.toLowerCase()}.${String((hit as HTMLElement).className).split(' ')[0]}` : 'nothing';
        return `${name} covered at (${Math.round(x)}, ${Math.round(y)}) by ${by}`;
      }
    }
    return null;
  });
}

/** How much of the screen's height sticky content takes: the sticky elements stuck now. */
function stuckHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    let covered = 0;
    for (const el of document.querySelectorAll<HTMLElement>('.selection-bar, .month__head, .month__heading')) {
      if (getComputedStyle(el).position !== 'sticky') continue;
      const r = el.getBoundingClientRect();
      if (r.top <= 1 && r.bottom > 0) covered = Math.max(covered, r.bottom);
    }
    return Math.round(covered);
  });
}

// 16 photos over three months: several rows of tiles and month headings at each size.
const DATES = [
  ...Array.from({ length: 7 }, (_, i) => `2024:05:${String(i + 1).padStart(2, '0')} 10:00:00`),
  ...Array.from({ length: 5 }, (_, i) => `2024:04:${String(i + 1).padStart(2, '0')} 10:00:00`),
  ...Array.from({ length: 4 }, (_, i) => `2024:03:${String(i + 1).padStart(2, '0')} 10:00:00`),
];

for (const [width, height] of [
  [320, 256],
  [640, 400],
] as const) {
  test(`at ${width} × ${height} every Tab stop of selection mode is whole on the screen and uncovered @no-js`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await freshLibrary(page, DATES);
    await startSelection(page);
    if (jsOn()) await hydrated(page, '.tile__check');
    // From the top of the page, through the header, the selection bar, every month and tile, to the footer.
    await page.keyboard.press('Tab');
    const problems: string[] = [];
    let checkboxes = 0;
    for (let i = 0; i < 110; i += 1) {
      // Past the page's last Tab stop focus leaves the page (for the browser's own controls): the walk is done.
      if (i > 0 && (await page.evaluate(() => document.activeElement === document.body))) break;
      const problem = await focusProblem(page);
      if (problem) problems.push(`Tab ${i + 1}: ${problem}`);
      if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox')) checkboxes += 1;
      expect(await stuckHeight(page), `Tab ${i + 1}: sticky content stays under half the screen`).toBeLessThanOrEqual(height / 2);
      await page.keyboard.press('Tab');
    }
    expect(checkboxes, 'every photo checkbox was reached').toBeGreaterThanOrEqual(DATES.length);
    expect(problems).toEqual([]);
    // No scrubber on a short screen: its thumb could sit below the fold (decision 2372's addendum).
    await expect(page.getByRole('slider', { name: 'Jump to a month' })).toBeHidden();
  });
}

// Both sizes share one library, each a step that loads selection mode at its size.
test('at 1280 × 800 and at 640 × 450 tile checkboxes scrolled under the stuck month heading are drawn below it @no-js', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await freshLibrary(page, DATES);
  for (const [width, height] of [
    [1280, 800],
    [640, 450],
  ] as const) {
    await test.step(`at ${width} × ${height} tile checkboxes scrolled under the stuck month heading are drawn below it`, async () => {
      await page.setViewportSize({ width, height });
      await startSelection(page);
      // The first month's heading stuck, with its first row of tiles half under it.
      await page.evaluate(() => {
        const head = document.querySelector<HTMLElement>('.month__head')!;
        const tile = document.querySelector<HTMLElement>('.tile')!;
        const bar = document.querySelector<HTMLElement>('.selection-bar')!.getBoundingClientRect().height;
        const t = tile.getBoundingClientRect();
        window.scrollBy(0, t.top - (bar + head.getBoundingClientRect().height) + t.height / 4);
      });
      const over = await page.evaluate(() => {
        const found: string[] = [];
        const head = document.querySelector<HTMLElement>('.month__head')!;
        const h = head.getBoundingClientRect();
        for (const box of document.querySelectorAll<HTMLElement>('.tile__check')) {
          const r = box.getBoundingClientRect();
          const top = Math.max(r.top, h.top);
          const bottom = Math.min(r.bottom, h.bottom);
          if (bottom - top < 2 || r.left >= h.right || r.right <= h.left) continue;
          const hit = document.elementFromPoint((r.left + r.right) / 2, (top + bottom) / 2);
          if (!hit || !head.contains(hit)) found.push(`${box.id} drawn over the month heading (${hit?.tagName}.${hit?.className})`);
        }
        return { found, stuck: Math.round(h.top) };
      });
      expect(over.stuck, 'the month heading is stuck below the bar').toBeGreaterThan(0);
      expect(over.found).toEqual([]);
    });
  }
});

// WCAG 2.4.11: at 640 × 400 the 4th Space in a month of four made its toggle 'Deselect all in July
// 2026', which wrapped the month's head to a second line and moved the focused checkbox from
// y = 366 to 422, off the screen. The toggle keeps the width of its longer label.
test('Space on each checkbox of a month leaves the focused checkbox where it was, on the screen @no-js', async ({ page }) => {
  test.skip(!jsOn(), 'without JavaScript Space only ticks the box: nothing on the page changes');
  await page.setViewportSize({ width: 640, height: 400 });
  await freshLibrary(page, [
    ...Array.from({ length: 4 }, (_, i) => `2026:07:1${i} 10:00:00`),
    ...Array.from({ length: 5 }, (_, i) => `2026:06:1${i} 10:00:00`),
  ]);
  await startSelection(page);
  await hydrated(page, '.tile__check');
  const month = page.locator('#m-2026-7');
  const boxes = month.locator('.tile__check');
  await expect(boxes).toHaveCount(4);
  for (let i = 0; i < 4; i += 1) {
    await boxes.nth(i).focus();
    const before = await boxes.nth(i).boundingBox();
    await page.keyboard.press('Space');
    await expect(boxes.nth(i)).toBeChecked();
    const after = await boxes.nth(i).boundingBox();
    expect(Math.round(after!.y), `checkbox ${i + 1}: it stays put`).toBe(Math.round(before!.y));
    await expect(boxes.nth(i)).toBeInViewport({ ratio: 1 });
  }
  await expect(month.getByRole('button', { name: 'Deselect all in July 2026' })).toBeVisible();
});
