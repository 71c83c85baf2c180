import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_PORT, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

// The storefront's menus from its configuration (account-area.md §3 "Menu config: menus
// top/main/footer and routes (… PhotoManagementFAQ …)"; decision 2575): in the server's HTML
// around every page, signed in and not, in the storefront's words; its help on My photos.

test.use({ as: 'customer' });

const noJs = (info: TestInfo) => info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (noJs(info) ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));

/** The shared customer's cookies for a brand's sub-domain (the same tokens). */
function customerCookiesFor(host: string) {
  type Cookie = Parameters<BrowserContext['addCookies']>[0][number];
  const state = JSON.parse(readFileSync(STORAGE_STATE.customer, 'utf8')) as { cookies: Cookie[] };
  return state.cookies.filter((c) => c.domain === 'localhost').map((c) => ({ ...c, domain: host }));
}

async function expectLinks(page: Page, nav: string, links: [string, string][]) {
  const menu = page.getByRole('navigation', { name: nav, exact: true });
  await expect(menu.getByRole('link')).toHaveText(links.map(([name]) => name));
  for (const [name, href] of links) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}

const keepsake = (path: string) => `https://keepsake.co.uk/${path}`;

// The signed-in checks share one page, one step per check; the phone's viewport comes last.
test('the storefront menus around signed-in pages, in German, on My photos and on a phone @no-js', async ({ page, context }, info) => {
  await test.step('the top, main and footer menus of the storefront are on a signed-in page, without scripts too', async () => {
    await page.goto('/orders');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Help and contact' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Shop', exact: true })).toBeVisible();
    await expectLinks(page, 'Help and contact', [['Help & FAQs', keepsake('help/')], ['Contact us', keepsake('help/contact')]]);
    await expectLinks(page, 'Shop', [
      ['Photo books', keepsake('all-products/photo-books')],
      ['Photo prints', keepsake('all-products/prints')],
      ['Wall art', keepsake('all-products/wall-art')],
      ['All products', keepsake('all-products/')],
    ]);
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'More from Keepsake' })).toBeVisible();
    await expectLinks(page, 'More from Keepsake', [['Help & FAQs', keepsake('help/')], ['Contact us', keepsake('help/contact')], ['All products', keepsake('all-products/')]]);
    await axe(page, info);
  });

  await test.step('a German storefront shows its own menus under German labels', async () => {
    await context.addCookies(customerCookiesFor('de.localhost'));
    await page.goto(`http://de.localhost:${APP_PORT}/`);
    await expectLinks(page, 'Hilfe und Kontakt', [['Hilfe & FAQ', 'https://keepsake.de/hilfe/'], ['Kontakt', 'https://keepsake.de/hilfe/kontakt']]);
    await expect(page.getByRole('navigation', { name: 'Shop', exact: true }).getByRole('link', { name: 'Fotobücher' })).toHaveAttribute('href', 'https://keepsake.de/alle-produkte/photo-books');
    await expect(page.getByRole('navigation', { name: 'Mehr von Keepsake' })).toBeVisible();
  });

  await test.step("My photos links the storefront's help on it: in the welcome note and in the footer", async () => {
    await page.goto('/my-photos/photos');
    const help = keepsake('help/my-photos');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Help with My photos' })).toHaveAttribute('href', help);
    await page.locator('.photos-intro summary').click();
    await expect(page.locator('.photos-intro').getByRole('link', { name: 'Questions about My photos? Read the FAQ' })).toHaveAttribute('href', help);
    await axe(page, info);
    // Without the timeline flag there is no My photos, and no help on it in the footer.
    await page.goto('/orders?PhotoManagementTimelineViewEnabled=false');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Help with My photos' })).toHaveCount(0);
  });

  await test.step('on a phone of 320 px the header stays one row and the menus are rows of links in the footer, nothing scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Shop', 'More from Keepsake']) await expect(footer.getByRole('navigation', { name, exact: true })).toBeVisible();
    // The top menu's links are all in the footer menu already: not twice.
    await expect(page.getByRole('navigation', { name: 'Help and contact' })).toHaveCount(0);
    await expectLinks(page, 'Shop', [
      ['Photo books', keepsake('all-products/photo-books')],
      ['Photo prints', keepsake('all-products/prints')],
      ['Wall art', keepsake('all-products/wall-art')],
      ['All products', keepsake('all-products/')],
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const link of await page.getByRole('navigation', { name: 'Shop', exact: true }).getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, 'a target of at least 24 px').toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    await axe(page, info);
  });
});

test('the pages anyone may see carry the header menus and the footer menu @no-js', async ({ browser }, info) => {
  const context = await browser.newContext({ javaScriptEnabled: !noJs(info) });
  try {
    const page = await context.newPage();
    await page.goto(`http://fotofolio.localhost:${APP_PORT}/account-deleted`);
    await expectLinks(page, 'Help and contact', [['Help & FAQs', 'https://fotofolio.co.uk/help/'], ['Contact us', 'https://fotofolio.co.uk/help/contact']]);
    await expect(page.getByRole('navigation', { name: 'Shop', exact: true }).getByRole('link', { name: 'Wall art' })).toHaveAttribute('href', 'https://fotofolio.co.uk/all-products/wall-art');
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'More from Fotofolio' })).toBeVisible();
    await axe(page, info);
  } finally {
    await context.close();
  }
});

