import { STORAGE_STATE } from './support/env';
import { hydrated } from './support/hydration';
import { menuLink } from './support/menu';
import { expect, test } from './support/sign-in';

test.use({ storageState: STORAGE_STATE.customer });

/**
 * A route's script that will not load (gone after a deploy: 404; or broken: a syntax error)
 * must not make its menu link dead: Remix's fallback reloads the page the customer is on, so
 * the app turns that reload into a full load of the link's target (app/lib/module-load-fallback.ts).
 */
const PHOTOS_CHUNK = /\/assets\/my-photos\.photos-[\w-]+\.js$/;

for (const [failure, answer] of [
  ['is missing (404)', { status: 404, contentType: 'text/plain', body: 'Not found' }],
  ['does not parse', { status: 200, contentType: 'text/javascript', body: 'export const = ;' }],
] as const) {
  test(`a menu link whose route module ${failure} loads its target in full`, async ({ page }) => {
    await page.route(PHOTOS_CHUNK, (route) => route.fulfill(answer));
    await page.goto('/orders');
    await hydrated(page, 'nav[aria-label="Account menu"] a');
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    });
    await menuLink(page, 'My photos').click();
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    // Document loads of the target only (not /orders again), and the way back still leads to the orders.
    // (Remix may ask for the module twice, each failure its own reload: both load the target.)
    expect(documents.length).toBeGreaterThan(0);
    expect(new Set(documents)).toEqual(new Set(['/my-photos/photos']));
    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
  });
}
