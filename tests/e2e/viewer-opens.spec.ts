import { hydrated } from './support/hydration';
import { expect, test } from './support/sign-in';

// The viewer opens from its tile (decision 2492): a view transition between the clicked photo
// and the viewer's, the two sharing one name; nothing else on the timeline is named.

test.use({ as: 'customer' });

test('a click on a photo opens the viewer through a view transition from that photo', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __transitions: number };
    w.__transitions = 0;
    const start = document.startViewTransition?.bind(document);
    if (start) {
      document.startViewTransition = ((update: () => void) => {
        w.__transitions += 1;
        return start(update);
      }) as typeof document.startViewTransition;
    }
  });
  await page.goto('/my-photos/photos');
  await hydrated(page, '.tile__link');
  const named = () => page.locator('.tile img').evaluateAll((imgs) => imgs.filter((i) => getComputedStyle(i).viewTransitionName !== 'none').length);
  expect(await named()).toBe(0);
  const tile = page.locator('.tile__link').first();
  await tile.click();
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  expect(await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions)).toBe(1);
  await expect(page.locator('.viewer__stage img')).toHaveCSS('view-transition-name', 'viewer-photo');
});
