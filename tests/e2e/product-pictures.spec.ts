import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { expect, openSignedIn, test } from './support/sign-in';

// Decisions 2420, 2421: orders, saved projects and online photo books show
// pictures made from the customer's own photos; the overview shows the latest photos and albums.
// JavaScript on and off (@no-js); another customer cannot get a picture.

test.use({ as: 'customer' });

const noAxe = (page: Page) => (test.info().project.use.javaScriptEnabled === false ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));

/** Each image is sized, offers its widths, and its file is a real picture (fetched as the page would). */
async function expectRealPictures(page: Page, images: Locator): Promise<void> {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const img = images.nth(i);
    await expect(img).toHaveAttribute('width', '480');
    await expect(img).toHaveAttribute('height', '480');
    await expect(img).toHaveAttribute('srcset', /\s240w, .+\s480w$/);
    await expect(img).toHaveAttribute('sizes', /px/);
    const res = await page.request.get((await img.getAttribute('src'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
  }
  // The first one is on the first screen: loaded at once, and really shown.
  await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
  await expect.poll(() => images.first().evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

// The demo customer's pages with pictures share a page, in two tests (a test stays well inside its
// time limit), one step each (each opens its own addresses); the overview gives the page its size
// back, and the 320 px step comes last.
test('the overview, orders and order details show their products’ pictures and the latest photos and albums @no-js', async ({ page }) => {
  const viewport = page.viewportSize()!;
  await test.step('the overview: recent-order cards with their products’ pictures (no bullets), the latest photos and albums as pictures', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await expect(recent.getByRole('img')).toHaveCount(3);
    await expect(recent.getByRole('img', { name: 'Hardcover photo book A4' })).toHaveCount(1);
    await expect(recent.getByRole('img', { name: 'Photo prints 10×15' })).toHaveCount(2);
    await expectRealPictures(page, recent.getByRole('img'));
    await expect(recent.locator('.recent-orders__products').first()).toHaveCSS('list-style-type', 'none');

    const photos = page.getByRole('region', { name: 'Latest photos' });
    const links = photos.getByRole('list').getByRole('link');
    await expect(links).toHaveCount(6);
    // Each photo is a link to its preview, named by the photo's text alternative: its date taken or,
    // for a photo without one (other tests upload such photos first), its file name.
    await expect(links.first().getByRole('img')).toHaveAccessibleName(/^Photo taken on |\.(jpe?g|png|heic|webp|gif)$/i);
    await links.first().click();
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\/[0-9a-f-]{36}$/);
    await page.goBack();
    // Albums: each card one link named by the album's name and count, its cover decorative.
    const albums = page.getByRole('region', { name: 'Albums', exact: true });
    await expect(albums.getByRole('list').getByRole('link').first()).toHaveAccessibleName(/\d+ photos?$/);
    await noAxe(page);
    await page.setViewportSize(viewport);
  });
  await test.step('orders and order details show each product’s picture, the article’s title as its alt text', async () => {
    await page.goto('/orders');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Order KS-10003' }) });
    await expect(card.getByRole('img')).toHaveCount(2);
    await expect(card.getByRole('img', { name: 'Hardcover photo book A4' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Wall calendar A3' })).toBeVisible();
    await expectRealPictures(page, page.getByRole('main').locator('img.product-picture'));
    // Below the first card they wait until scrolled to.
    await expect(page.getByRole('main').locator('img.product-picture').last()).toHaveAttribute('loading', 'lazy');
    await noAxe(page);

    await page.goto('/orders/KS-10005');
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('img')).toHaveCount(2);
    await expect(products.getByRole('img', { name: 'Hardcover photo book A4' })).toBeVisible();
    await expect(products.getByRole('img', { name: 'Photo prints 10×15' })).toBeVisible();
    await expectRealPictures(page, products.getByRole('img'));
    await noAxe(page);
  });
});

test('saved projects and online photo books show their covers; at 320 px the pages with pictures do not scroll sideways @no-js', async ({ page }) => {
  await test.step('saved projects and online photo books show their covers; the share page shows the book it shares', async () => {
    for (const path of ['/saved-projects', '/online-products', '/online-products/KS-10003-1']) {
      await page.goto(path);
      // Covers are decorative: the name or title beside each one names it (decision 2421).
      const covers = page.getByRole('main').locator('img.product-picture');
      await expect(covers.first()).toHaveAttribute('alt', '');
      await expect(covers.first()).toBeVisible();
      await expectRealPictures(page, covers);
      await noAxe(page);
    }
    await expect(page.getByRole('main').locator('img.product-picture')).toHaveCount(1);
  });
  await test.step('at 320 px the pages with pictures do not scroll sideways', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/orders', '/orders/KS-10003', '/saved-projects', '/online-products', '/online-products/KS-10003-1']) {
      await page.goto(path);
      await expect(page.getByRole('main').locator('img.product-picture').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});

test('another customer cannot fetch a customer’s order picture', async ({ page, browser }) => {
  test.skip(test.info().project.name !== 'js', 'request-level: runs in the js project only');
  await page.goto('/orders/KS-10004');
  const theirs = (await page.getByRole('img', { name: 'Canvas 40×30' }).getAttribute('src'))!;
  expect((await page.request.get(theirs)).status()).toBe(200);

  const context = await browser.newContext({ storageState: undefined });
  try {
    const other = await context.newPage();
    await openSignedIn(other, '/orders/KS-30001', 'other@example.com');
    const own = (await other.getByRole('img', { name: 'Canvas 40×30' }).getAttribute('src'))!;
    expect((await other.request.get(own)).status()).toBe(200);
    // The order itself is not theirs to see…
    expect((await other.request.get('/orders/KS-10004')).status()).toBe(404);
    // …and no picture URL of it can be made: their own signature on it, an unsigned one, or the customer's with another expiry.
    const mineOnTheirs = new URL(own);
    mineOnTheirs.pathname = new URL(theirs).pathname;
    expect((await other.request.get(mineOnTheirs.href)).status()).toBe(404);
    expect((await other.request.get(theirs.split('?')[0]!)).status()).toBe(404);
    const later = new URL(theirs);
    later.searchParams.set('e', String(Number(later.searchParams.get('e')) + 21_600));
    expect((await other.request.get(later.href)).status()).toBe(404);
  } finally {
    await context.close();
  }
});
