import type { Page, Request } from '@playwright/test';
import { REVEAL_DEFERRED } from '../../app/lib/deferred';
import { EAGER_TILES } from '../../app/photos/model';
import { holdScripts } from './support/hold-scripts';
import { freshLibrary } from './support/library';
import { expect, test } from './support/sign-in';

// Decision 2464: with JavaScript, the photos past the first screen wait for the scripts (in the
// server's HTML they sit in a <noscript>), so a slow line carries the scripts first; without
// JavaScript, or where the scripts do not start, every photo is there as before.

test.beforeEach(() => test.skip(test.info().project.name !== 'js', 'JavaScript on'));

const PHOTOS = EAGER_TILES + 4;
const dates = Array.from({ length: PHOTOS }, (_, i) => `2023:01:${String(10 + i).padStart(2, '0')} 10:00:00`);

/** The thumbnails the page asks the photo service for. */
function thumbnailRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && /\/media\//.test(r.url())) seen.push(r);
  });
  return seen;
}

const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('with JavaScript the first screen’s photos load before the scripts, the others once they have run', async ({ page: signIn, browser }) => {
  await freshLibrary(signIn, dates);
  // A browser with nothing cached yet: each photo it shows, it asks for.
  const context = await browser.newContext({ storageState: await signIn.context().storageState() });
  const page = await context.newPage();
  const release = await holdScripts(page);
  const requests = thumbnailRequests(page);
  await page.goto('/my-photos/photos', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.tile')).toHaveCount(PHOTOS);
  // Before the scripts: the first screen's photos, loaded; the others not asked for.
  const shown = page.locator('.tile img');
  await expect(shown).toHaveCount(EAGER_TILES);
  await expect.poll(() => shown.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete))).toBe(true);
  await settle(page);
  expect(requests).toHaveLength(EAGER_TILES);
  await expect(page.locator('noscript[data-deferred]')).toHaveCount(PHOTOS - EAGER_TILES);
  // Each waiting link is named all the same.
  await expect(page.getByRole('link', { name: /^Photo taken on / })).toHaveCount(PHOTOS);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-js');
  await expect(shown).toHaveCount(PHOTOS);
  await expect(page.locator('noscript[data-deferred]')).toHaveCount(0);
  await expect.poll(() => shown.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length)).toBe(PHOTOS);
  expect(requests.length).toBe(PHOTOS);
  await context.close();
});

test('a browser that lacks a feature the scripts need shows every photo from the server’s HTML', async ({ page }) => {
  await freshLibrary(page, dates);
  await page.addInitScript('delete window.TextDecoder');
  await page.reload();
  await expect(page.locator('.tile img')).toHaveCount(PHOTOS);
  await expect(page.locator('noscript[data-deferred]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
});

test('scripts that fail to load: every photo is shown once the page has loaded', async ({ page }) => {
  await freshLibrary(page, dates);
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('.tile img')).toHaveCount(PHOTOS);
  await expect.poll(() => page.locator('.tile img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length)).toBe(PHOTOS);
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
});

test('photos shown by the boot script before late scripts went back to the server’s HTML: hydration matches', async ({ page }) => {
  await freshLibrary(page, dates);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  // What the boot script does at the page's load when the route modules have not run.
  await page.evaluate(`(${REVEAL_DEFERRED})()`);
  await expect(page.locator('.tile img')).toHaveCount(PHOTOS);
  const last = await page.locator('.tile').last().elementHandle();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-js');
  await expect(page.locator('.tile img')).toHaveCount(PHOTOS);
  await expect(page.locator('noscript[data-deferred]')).toHaveCount(0);
  // React hydrated the server's HTML: no mismatch reported, and its elements kept (a page React
  // rendered again from scratch would have replaced them).
  expect(errors).toEqual([]);
  expect(await last!.evaluate((tile) => tile.isConnected)).toBe(true);
});
