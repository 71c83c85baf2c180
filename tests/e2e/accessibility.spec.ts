import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { FAULTY_URL, STORAGE_STATE } from './support/env';
import { accountMenu } from './support/menu';
import { expect, test } from './support/sign-in';

// Axe (WCAG 2.2 A/AA) on every page state this issue delivers.

for (const who of ['customer', 'business'] as const) {
  test.describe(`signed in as ${who}`, () => {
    test.use({ storageState: STORAGE_STATE[who] });

    test('the overview and its menu are axe-clean', async ({ page }) => {
      await page.goto('/');
      await expect(accountMenu(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('on a small screen', () => {
  test.use({ storageState: STORAGE_STATE.customer, viewport: { width: 375, height: 800 } });

  test('the menu, opened if it collapses, is axe-clean', async ({ page }) => {
    await page.goto('/');
    const disclosure = page.getByRole('button', { name: /menu/i, expanded: false });
    if ((await disclosure.count()) > 0) {
      await disclosure.first().click();
      await expect(page.getByRole('button', { name: /menu/i, expanded: true })).toHaveCount(1);
    }
    await expect(accountMenu(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('error page', () => {
  test.use({ storageState: STORAGE_STATE.customer });

  test('an upstream failure shows the unexpected-error message, axe-clean', async ({ page }) => {
    await page.goto(`${FAULTY_URL}/`);
    await expect(
      page.getByText('An unexpected error has occurred, please contact us if you continue to have problems.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test('the signed-out page is axe-clean', async ({ page }) => {
  await page.goto('/signed-out');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
  await expectNoAxeViolations(page);
});

test('the cookies-blocked page is axe-clean and public', async ({ page }) => {
  await page.goto('/cookies-blocked');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please enable cookies');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ storageState: STORAGE_STATE.customer, javaScriptEnabled: false });

  test('the overview as served (no scripts) is axe-clean', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
    await expectNoAxeViolationsWithoutJs(page);
  });
});

// The scan itself: a page with known WCAG A/AA failures is refused, with and without its scripts.
test('the axe check fails on a page with an unlabelled field, an image without alt text and poor contrast', async ({ page }) => {
  await page.route('**/axe-self-test', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><input type="text"><img src="data:,"><p style="color:#bbb;background:#fff">faint</p></main></html>',
    }),
  );
  // A clean copy first: the worker's copying page then exists, and the failing page is written
  // into it in place (tests/e2e/support/axe.ts), as every later scan without scripts is.
  await page.goto('/signed-out');
  await expectNoAxeViolationsWithoutJs(page);
  await page.goto('/axe-self-test');
  const failure = await expectNoAxeViolations(page).then(() => null, (error: Error) => error.message);
  expect(failure).toContain('label');
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  const withoutJs = await expectNoAxeViolationsWithoutJs(page).then(() => null, (error: Error) => error.message);
  expect(withoutJs).toContain('label');
  expect(withoutJs).toContain('image-alt');
  expect(withoutJs).toContain('color-contrast');
  // Nothing of the failing copy stays behind for the next scan.
  await page.goto('/signed-out');
  await expectNoAxeViolationsWithoutJs(page);
});
