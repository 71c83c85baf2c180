import { MUTATIONS_FAULTY_URL } from './support/env';
import { freshLibrary, photosTab } from './support/library';
import { expect, test } from './support/sign-in';

// The failure paths of selection mode: a copy of the app whose photo and download services sit behind
// tests/e2e/support/fault-proxy.ts, which answers 500 for delete, archive creation and temporary
// selections. Each shows the spec's message and loses nothing.

const faulty = (path: string) => `${MUTATIONS_FAULTY_URL}${path}`;

async function selectTwo(page: import('@playwright/test').Page) {
  await page.goto(faulty('/my-photos/photos?select=1'));
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  await expect(boxes).toHaveCount(3);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
}

test('a failed delete, archive and transfer to the prints editor each say so and lose nothing @no-js', async ({ page }, info) => {
  test.setTimeout(90_000);
  // The transfer last: its step puts the browser's timers under the test's hand.
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00', '2023:02:10 10:00:00']);
  await test.step('a failed delete says so, keeps the modal open and deletes nothing', async () => {
    await selectTwo(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete selected photos' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Error: Your photos could not be deleted').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Delete selected photos' })).toBeVisible();
    await page.goto('/my-photos/photos');
    await expect(photosTab(page)).toHaveText('Photos (3)');
  });
  await test.step('a failed archive says the photos could not be downloaded', async () => {
    await selectTwo(page);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page.getByText('Error: Your photos could not be downloaded').first()).toBeVisible();
    await page.goto('/my-photos/photos');
    await expect(photosTab(page)).toHaveText('Photos (3)');
  });
  await test.step("a failed transfer to the prints editor says 'Error transferring photos. Try again.'", async () => {
    const js = !info.project.name.startsWith('no-js');
    // The browser's timers under the test's hand: the notice's 10 s (decision 1990), not the toasts' 5 s.
    if (js) await page.clock.install();
    await selectTwo(page);
    await page.getByRole('button', { name: 'Order prints', exact: true }).click();
    await page.getByRole('dialog', { name: 'Order prints' }).getByRole('button', { name: 'Continue to the editor' }).click();
    const notice = page.getByText('Error transferring photos. Try again.').first();
    await expect(notice).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(MUTATIONS_FAULTY_URL);
    if (!js) return;
    // photo-library.md section 9: "A modal notice timeout of 10000 ms also exists."
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(notice).toBeVisible();
    await page.clock.runFor(4_500);
    await expect(page.getByText('Error transferring photos. Try again.')).toHaveCount(0);
  });
});

test('101 selected photos are refused for download with the tooltip’s words @no-js', async ({ page }, info) => {
  test.setTimeout(120_000);
  await freshLibrary(page, Array.from({ length: 101 }, (_, i) => `2023:01:${String(1 + (i % 28)).padStart(2, '0')} 10:00:00`));
  await page.goto('/my-photos/photos?select=1');
  await page.getByRole('button', { name: /^Select all in January 2023/ }).click();
  const download = page.getByRole('button', { name: 'Download', exact: true });
  if (info.project.name.startsWith('no-js')) {
    await download.click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByText('Up to 100 photos can be downloaded at a time').first()).toBeVisible();
  } else {
    await expect(page.getByRole('status').filter({ hasText: '101 selected' })).toBeVisible();
    await expect(download).toHaveAttribute('aria-disabled', 'true');
    await expect(download).toHaveAccessibleDescription(/Up to 100 photos can be downloaded at a time/);
    await download.click({ force: true });
  }
  // Nothing was asked of the download service.
  await page.goto('/downloads');
  await expect(page.locator('main table')).toHaveCount(0);
  await expect(page.getByText('You have no downloads yet')).toBeVisible();
});
