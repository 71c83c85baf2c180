import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { libraryIds } from './album-page-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { freshLibrary, startSelection, uploadPhotos } from './support/library';
import { expect, test } from './support/sign-in';

// The preview's photo details (decision 2614): file, pixels, size, date, camera and the print
// sizes at the quality rule of decision 2613. A toggle button with JavaScript, a disclosure without.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

/** A 4000 × 3000 photo from a Canon, then a 640 × 480 one without a camera. */
async function library(page: Page): Promise<{ big: string; small: string }> {
  await freshLibrary(page, []);
  await uploadPhotos(page, ['2024:05:03 14:05:09', '2023:01:02 10:00:00'], (date, i) => {
    const [width, height] = i === 0 ? [4000, 3000] : [640, 480];
    const image = sharp({ create: { width, height, channels: 3, background: { r: 40 + i * 100, g: 120, b: 180 } } }).jpeg({ quality: 50 });
    return image.withExif({ IFD0: i === 0 ? { Make: 'Canon', Model: 'Canon EOS R6' } : {}, IFD2: { DateTimeOriginal: date } }).toBuffer();
  });
  const [big, small] = await libraryIds(page);
  return { big: big!, small: small! };
}

const toggle = (page: Page) => page.locator('.photo-info__toggle');
const panel = (page: Page) => page.getByRole('region', { name: 'Photo details' });

async function openDetails(page: Page, info: TestInfo) {
  await expect(toggle(page)).toBeVisible();
  if (jsOn(info)) {
    // The toggle is a button once the page has hydrated.
    await expect(page.getByRole('button', { name: 'Photo details' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Photo details' }).click();
    await expect(page.getByRole('button', { name: 'Photo details' })).toHaveAttribute('aria-expanded', 'true');
  } else {
    await toggle(page).click();
  }
  await expect(panel(page)).toBeVisible();
}

// One fresh library (the Canon's 4000 × 3000 photo and a 640 × 480 one) for every check, one step
// each; none changes the library. The 320 px screen comes last, as it changes the viewport.
test('the photo details of both photos, the print sizes of Order prints, and the details at 320 px @no-js', async ({ page }, info) => {
  const { big, small } = await library(page);

  await test.step('the details of a 4000 × 3000 photo: good up to 40 × 60 cm, acceptable up to 50 × 75 cm; axe clean closed and open', async () => {
    await page.goto(`/my-photos/photos/preview/${big}`);
    await expect(panel(page)).toBeHidden();
    await axe(page, info);
    await openDetails(page, info);
    const details = panel(page);
    await expect(details).toContainText('photo-1.jpg');
    await expect(details).toContainText('4000 × 3000 pixels');
    await expect(details).toContainText('Canon EOS R6');
    await expect(details).toContainText(/May 2024/);
    await expect(details).toContainText(/\d+\.\d\d KB/);
    await expect(details.getByText('Good quality up to 40 × 60 cm')).toBeVisible();
    await expect(details.getByText('Acceptable quality up to 50 × 75 cm')).toBeVisible();
    await expect(details.getByRole('row', { name: /40 × 60 cm Good/ })).toBeVisible();
    await expect(details.getByRole('row', { name: /50 × 75 cm Acceptable/ })).toBeVisible();
    await axe(page, info);
    if (jsOn(info)) {
      await page.getByRole('button', { name: 'Photo details' }).click();
      await expect(panel(page)).toBeHidden();
    }
  });

  await test.step('the details of a 640 × 480 photo: no good size, acceptable up to 10 × 15 cm, camera not known', async () => {
    await page.goto(`/my-photos/photos/preview/${small}`);
    await openDetails(page, info);
    const details = panel(page);
    await expect(details).toContainText('640 × 480 pixels');
    await expect(details.getByText('Not large enough for a good print at any of our sizes')).toBeVisible();
    await expect(details.getByText('Acceptable quality up to 10 × 15 cm')).toBeVisible();
    await expect(details.getByRole('row', { name: /13 × 18 cm Not recommended/ })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: 'Not known' })).toHaveCount(1);
  });

  await test.step('Order prints of that one photo states the same print sizes', async () => {
    await startSelection(page);
    // Newest taken first: the 4000 × 3000 photo.
    await page.getByRole('checkbox', { name: /^Select / }).first().check();
    await page.getByRole('button', { name: 'Order prints', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order prints' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Print sizes for this photo' })).toBeVisible();
    await expect(dialog.getByText('Good quality up to 40 × 60 cm')).toBeVisible();
    await expect(dialog.getByText('Acceptable quality up to 50 × 75 cm')).toBeVisible();
  });

  await test.step('at 320 px the open details fit the screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/my-photos/photos/preview/${big}`);
    await openDetails(page, info);
    await expect(panel(page).getByText('Good quality up to 40 × 60 cm')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });
});
