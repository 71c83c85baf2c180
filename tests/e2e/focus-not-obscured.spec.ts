import type { Page } from '@playwright/test';
import { expect, test } from './support/sign-in';

// Focus not hidden (WCAG 2.4.11 focus not obscured): the sticky selection bar hid focused
// checkboxes (7 of 140 stops at 1280 × 900, 69 at 200 % zoom), and at 320 px the sticky month
// head sat behind the bar. Tabbing through selection mode, nothing focused is ever under the bar
// or under another month's sticky head, at 100 %, 200 % (640 × 450) and 320 px, JS on and off.

test.use({ as: 'customer' });

/** What covers the focused element: the sticky bar or a stuck month head it is not part of, else null. */
function coverOfFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= window.innerHeight) return null; // off screen: the browser scrolls it in on the next key
    const sticky = [...document.querySelectorAll<HTMLElement>('.selection-bar, .selection-form .month__head, .selection-form .month__heading')].filter((s) => !s.contains(el));
    for (const s of sticky) {
      const c = s.getBoundingClientRect();
      const overlaps = r.top < c.bottom - 1 && r.bottom > c.top + 1 && r.left < c.right && r.right > c.left;
      if (overlaps) return `${el.tagName.toLowerCase()}#${el.id || (el as HTMLInputElement).name} under ${s.className} (${Math.round(r.top)} < ${Math.round(c.bottom)})`;
    }
    return null;
  });
}

for (const [width, height] of [
  [1280, 900],
  [640, 450],
  [320, 640],
] as const) {
  test(`tabbing through selection mode at ${width} × ${height}, nothing focused is under a sticky bar @no-js`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    await page.goto('/my-photos/photos?select=1');
    await expect(page.getByRole('toolbar', { name: 'Actions for the selected photos' })).toBeVisible();
    await page.locator('.selection-bar').getByRole('link', { name: 'Cancel' }).focus();
    const covered: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      await page.keyboard.press('Tab');
      const cover = await coverOfFocus(page);
      if (cover) covered.push(`Tab ${i + 1}: ${cover}`);
    }
    expect(covered).toEqual([]);
  });
}
