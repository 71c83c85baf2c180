import type { Page } from '@playwright/test';
import { EAGER_TILES } from '../../app/photos/model';
import { holdScripts } from './support/hold-scripts';
import { freshLibrary } from './support/library';
import { expect, test } from './support/sign-in';

// Decision 2545: no photo waits for the scripts. The server's HTML carries every tile's <img>,
// the first screen's at once with a high priority and the others lazily, so the browser shows
// what the screen holds whether the scripts are late, fail or never start.

test.beforeEach(() => test.skip(test.info().project.name !== 'js', 'JavaScript on'));

/** One month's first page from the server: more than a desktop's first screen shows. */
const PHOTOS = 24;
const dates = Array.from({ length: PHOTOS }, (_, i) => `2023:01:${String(1 + i).padStart(2, '0')} 10:00:00`);

/** The photos the screen shows (any part of them), and whether each has come and been decoded. */
const onScreen = (page: Page) =>
  page.locator('.tile img').evaluateAll((imgs) =>
    imgs
      .filter((i) => {
        const r = i.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.width > 0;
      })
      .map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
  );

for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
  test(`at ${viewport.width} × ${viewport.height} every photo of the first screen is shown before the scripts have run`, async ({ page: signIn, browser }) => {
    await freshLibrary(signIn, dates);
    // A browser with nothing cached yet.
    const context = await browser.newContext({ viewport, storageState: await signIn.context().storageState() });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/my-photos/photos', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('.tile')).toHaveCount(PHOTOS);
    // Every tile has its real image in the server's HTML: the first ones at once, the rest lazily.
    await expect(page.locator('.tile img')).toHaveCount(PHOTOS);
    await expect(page.locator('noscript')).toHaveCount(0);
    await expect(page.locator('.tile img:not([loading])')).toHaveCount(EAGER_TILES);
    await expect(page.locator('.tile img[loading="lazy"]')).toHaveCount(PHOTOS - EAGER_TILES);
    // The screen is full of photos, each of them there, and the scripts still held back.
    const shown = await onScreen(page);
    expect(shown.length).toBeGreaterThan(viewport.width > 1000 ? EAGER_TILES : 6);
    await expect.poll(() => onScreen(page).then((s) => s.every(Boolean))).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-js');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-js');
    await expect(page.locator('.tile img')).toHaveCount(PHOTOS);
    await context.close();
  });
}

test('a browser that lacks a feature the scripts need shows every photo from the server’s HTML', async ({ page }) => {
  await freshLibrary(page, dates);
  await page.addInitScript('delete window.TextDecoder');
  await page.reload();
  await expect(page.locator('.tile img')).toHaveCount(PHOTOS);
  await expect.poll(() => onScreen(page).then((s) => s.length > 0 && s.every(Boolean))).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
});

test('scripts that fail to load: every photo of the screen is shown', async ({ page }) => {
  await freshLibrary(page, dates);
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('.tile img')).toHaveCount(PHOTOS);
  await expect.poll(() => onScreen(page).then((s) => s.length > 0 && s.every(Boolean))).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
});

// Decision 2590: on a shared line the scripts wait for the first screen's photos, not the reverse.
test('no script file is asked for until the first screen’s photos have come, and then the page hydrates', async ({ page: signIn, browser }) => {
  await freshLibrary(signIn, dates);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: await signIn.context().storageState() });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  const photos: string[] = [];
  await page.route(/\/photo-api\/media\//, async (route) => {
    photos.push(route.request().url());
    await released;
    await route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\/assets\/.+\.js$/.test(request.url())) scripts.push(request.url());
  });
  await page.goto('/my-photos/photos', { waitUntil: 'domcontentloaded' });
  // The first screen's photos are all asked for, and held: nothing of the scripts has been asked for.
  await expect.poll(() => photos.length).toBeGreaterThanOrEqual(EAGER_TILES);
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
  // The links and forms work meanwhile: they are the server's.
  await expect(page.locator('.tile .tile__link').first()).toHaveAttribute('href', /\/my-photos\/photos\/preview\//);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-js');
  expect(scripts.some((url) => /\/locales\/en-GB\.js/.test(url))).toBe(true);
  await expect.poll(() => onScreen(page).then((s) => s.length > 0 && s.every(Boolean))).toBe(true);
  await context.close();
});
