import { createAlbumByPost, uniqueName } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { confirmDeleteByKeyboard, copyIntoByKeyboard, expectFocusOn, jsOn, pageStatus, selectAndPress } from './support/focus';
import { hydrated } from './support/hydration';
import { freshLibrary } from './support/library';
import { APP_URL } from './support/env';
import { expect, test } from './support/sign-in';
import type { Page } from '@playwright/test';

// Results stay (WCAG 2.2.1, 4.1.3, 3.3.1; docs/focus-policy.md): "6 photos deleted", "Album … created", copy
// results and errors lived only in a toast that closed after 5 s, in a region after main whose
// text read "…Dismiss"; a repeated failed submit of the order address form was silent. Results
// now stay in the page's status region inside main until the next action (the toast is an
// addition), and each failed submit renders and focuses the error summary anew. No test waits
// for real seconds: the page's clock is fast-forwarded.

const DATES = ['2023:01:10 10:00:00', '2023:01:11 10:00:00', '2023:01:12 10:00:00'];
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

/** The result is in the status region inside main, and is still there after the toast's time has long passed. */
async function expectResultStays(page: Page, text: string): Promise<void> {
  const status = pageStatus(page);
  await expect(status).toHaveText(text);
  await expect(status).toHaveAttribute('role', 'status');
  if (jsOn()) {
    await expect(page.locator('.toast').filter({ hasText: text })).toHaveCount(1);
    await page.clock.fastForward(60_000);
    // The toast closed on its timer; the page's result did not.
    await expect(page.locator('.toast').filter({ hasText: text })).toHaveCount(0);
  }
  await expect(status).toHaveText(text);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: text })).toHaveCount(1);
}

// One fresh library with the page's clock installed, each result a step: the delete takes two of the
// three photos before any is in an album, the copy takes the one left.
test('"Album … created" stays in main after the toast has gone; "N photos deleted" stays in main after the toast has gone; the copy result stays in main after the toast has gone @no-js', async ({ page }) => {
  await page.clock.install();
  await freshLibrary(page, DATES);
  await test.step('"Album … created" stays in main after the toast has gone', async () => {
    await page.goto('/my-photos/albums/new');
    await hydrated(page, 'dialog input[name="name"]');
    const name = uniqueName('Stays');
    await page.getByRole('dialog', { name: 'Create new album' }).getByLabel('Album name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}$/);
    await expectResultStays(page, `Album ${name} created`);
  });
  await test.step('"N photos deleted" stays in main after the toast has gone', async () => {
    await selectAndPress(page, 2, 'delete');
    await confirmDeleteByKeyboard(page);
    await expectResultStays(page, '2 photos moved to Recently deleted');
    await axe(page);
  });
  await test.step('the copy result stays in main after the toast has gone', async () => {
    const name = uniqueName('Kept');
    await createAlbumByPost(page, name);
    await selectAndPress(page, 1, 'copy');
    await copyIntoByKeyboard(page, name);
    await expectResultStays(page, `1 photo copied to ${name}`);
  });
});

test('the next navigation clears the result; a toast reads its text, and its button is "Dismiss notification"', async ({ page }) => {
  await freshLibrary(page, DATES);
  const name = uniqueName('Next');
  // The create modal's post, its redirect followed by the page (the flash cookie comes with it).
  const res = await page.request.post('/my-photos/albums/new', { form: { name }, headers: { Origin: APP_URL }, maxRedirects: 0 });
  await page.goto(res.headers().location!);
  await expect(page.locator('.toast').getByText(`Album ${name} created`, { exact: true })).toBeVisible();
  // The live text is the message alone; the toast is no second live region, and its button has a name of its own.
  await expect(page.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: 'Dismiss' })).toHaveCount(0);
  await expect(page.locator('.toast').getByRole('button')).toHaveAccessibleName('Dismiss notification');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Album ${name} created`);
  await expect(pageStatus(page)).toHaveText(`Album ${name} created`);
  await expectNoAxeViolations(page);
  // The next action: the result goes.
  await hydrated(page, 'main h1');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My orders' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(pageStatus(page)).toBeEmpty();
});

test.describe('as the demo customer', () => {
  test.use({ as: 'customer' });

  test('a repeated failed submit of the order address form is announced again @no-js', async ({ page }) => {
    await page.goto('/orders/KS-10002?edit=address');
    const form = page.getByRole('region', { name: 'Change delivery address' });
    await hydrated(page, '#error-summary, main h1');
    const summary = page.locator('#error-summary');
    for (const round of [1, 2, 3]) {
      await form.getByLabel('Postal Code').fill('XXXX');
      if (round > 1) await summary.evaluate((el) => el.setAttribute('data-seen', ''));
      await form.getByRole('button', { name: 'Save delivery address' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle(/^Error: Order details \| /);
      // A new summary each time (a live alert inserted anew), and it has focus.
      await expect(page.locator('#error-summary:not([data-seen])')).toHaveCount(1);
      await expect(summary.getByRole('alert')).toHaveCount(1);
      await expectFocusOn(page, summary, `failed submit ${round}`);
    }
  });
});
