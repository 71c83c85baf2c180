import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { ownAccount } from './support/own-account';
import { expect, test } from './support/sign-in';

// A retailer's look (decision 2521): card links, underlines only in running text, a shell that
// fills the screen, the signed-out page centred, thumbnails that fade in, none of it under
// reduced motion and every image shown without JavaScript.

test.describe('signed in', () => {
  test.use({ as: 'customer' });

  // The overview's two checks, one step each: the card's click first, then the fade (its reduced
  // motion stays to the end).
  test('an overview card is one link, without underline; thumbnails fade in, and not under reduced motion', async ({ page }) => {
    test.setTimeout(60_000); // the two former tests' budgets: 30 s each

    await test.step('an overview card is one link, without underline; a link in running text keeps its underline', async () => {
      await page.goto('/');
      const card = page.locator('.card').filter({ has: page.getByRole('link', { name: 'My orders', exact: true }) });
      const link = card.getByRole('link', { name: 'My orders', exact: true });
      await expect(link).toHaveCSS('text-decoration-line', 'none');
      await expect(page.getByRole('link', { name: 'Keyboard shortcuts' })).toHaveCSS('text-decoration-line', 'underline');
      // The card's far corner, away from its heading, is the link too.
      await card.scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      await page.mouse.click(box.x + box.width - 6, box.y + box.height - 6);
      await expect(page).toHaveURL(/\/orders$/);
    });

    await test.step('thumbnails fade in, and not under reduced motion', async () => {
      await page.goto('/');
      const photo = page.locator('.latest__photo img').first();
      await expect(photo).toHaveCSS('animation-name', 'fade-in');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(photo).toHaveCSS('animation-name', 'none');
    });
  });

  test('the footer sits at the bottom of a short page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.goto('/settings/addresses/all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(Math.round(footer.y + footer.height)).toBe(2400);
  });

  test('without JavaScript every thumbnail ends fully shown @no-js', async ({ page }) => {
    await page.goto('/');
    const photo = page.locator('.latest__photo img').first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveCSS('opacity', '1');
  });
});

// The two @no-js checks that start signed out, one step each: the signed-out page first (its viewport is
// put back after it), then the empty lists, which sign in an account of their own.
test('the signed-out page is a card in the middle of the screen; an empty list shows its drawing, the message and the way to the shop @no-js', async ({ page }, info) => {
  test.setTimeout(60_000); // the two former tests' budgets: 30 s each
  const viewport = page.viewportSize()!;

  await test.step('the signed-out page is a card in the middle of the screen', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/signed-out');
    const main = (await page.getByRole('main').boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    // Centred in the page's width (a desktop keeps the scrollbar's room).
    const width = await page.evaluate(() => document.body.getBoundingClientRect().width);
    expect(Math.abs(main.x - (width - main.x - main.width))).toBeLessThanOrEqual(2);
    // Between the header and the storefront's footer menu (decision 2575), the card in the middle.
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const above = main.y - (header.y + header.height);
    const below = footer.y - (main.y + main.height);
    expect(Math.abs(above - below)).toBeLessThanOrEqual(24);
    await page.setViewportSize(viewport);
  });

  await test.step('an empty list shows its drawing, the message and the way to the shop as a button', async () => {
    await ownAccount(page, 'empty-state@example.com');
    await page.goto('/saved-projects');
    const empty = page.locator('.empty-state');
    await expect(empty.getByText('You have no saved projects.')).toBeVisible();
    await expect(empty.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    const shop = empty.getByRole('link', { name: 'Go to the shop' });
    await expect(shop).toHaveAttribute('href', 'https://keepsake.co.uk/');
    await expect(shop).toHaveClass(/\bbutton\b/);
    await page.goto('/orders?tab=history');
    await expect(page.locator('.empty-state').getByRole('link', { name: 'Go to the shop' })).toBeVisible();
    await (info.project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));
  });
});
