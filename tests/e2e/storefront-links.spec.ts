import { readFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_PORT, DATA_DIR, PLATFORM_URL, SETTINGS_FAULTY_URL, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

// Decisions 2110 and 2575: each storefront's own help and shop pages from its public menu configuration
// (the default menus when the configuration service fails), and saved projects opened in the editor.

test.use({ as: 'customer' });

const axe = (page: Page, js: boolean) => (js ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

/** The shared customer's cookies, for another host of the app (a brand's sub-domain): the same tokens. */
function customerCookiesFor(host: string) {
  type Cookie = Parameters<BrowserContext['addCookies']>[0][number];
  const state = JSON.parse(readFileSync(STORAGE_STATE.customer, 'utf8')) as { cookies: Cookie[] };
  return state.cookies.filter((c) => c.domain === 'localhost').map((c) => ({ ...c, domain: host }));
}

async function expectStoreLinks(page: Page, brand: string, { faq, shop }: { faq: string; shop: string }) {
  await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: /^FAQs/ })).toHaveAttribute('href', faq);
  await expect(page.getByRole('banner').getByRole('link', { name: brand, exact: true })).toHaveAttribute('href', shop);
}

test('each storefront links its own FAQ and shop; the default menus stand in when the configuration fails @no-js', async ({ page, context }, info) => {
  const js = !info.project.name.startsWith('no-js');
  await page.goto('/');
  await expectStoreLinks(page, 'Keepsake', { faq: 'https://keepsake.co.uk/help/', shop: 'https://keepsake.co.uk/' });

  await context.addCookies(customerCookiesFor('fotofolio.localhost'));
  await page.goto(`http://fotofolio.localhost:${APP_PORT}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expectStoreLinks(page, 'Fotofolio', { faq: 'https://fotofolio.co.uk/help/', shop: 'https://fotofolio.co.uk/' });
  await axe(page, js);

  // This copy's configuration service answers 500: the default help centre, the brand's storefront.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${SETTINGS_FAULTY_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expectStoreLinks(page, 'Keepsake', { faq: 'https://help.keepsake.example/', shop: 'https://keepsake.co.uk/' });
  // Its orders by account and upload records fail too (decisions 2133, 2134): each says so in its place, with a way to try again.
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('alert')).toHaveText(/^An error occurred loading your orders, please contact us to report this issue\./);
  await recent.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`${SETTINGS_FAULTY_URL}/`);
  await expect(recent.getByRole('alert')).toBeVisible();
  await expect(page.locator('.cards .card').first()).toBeVisible();
  await axe(page, js);
  await page.goto(`${SETTINGS_FAULTY_URL}/saved-projects`);
  const photos = page.getByRole('alert').filter({ hasText: 'Error: Your photos could not be loaded' });
  await expect(photos.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/saved-projects');
  await expect(page.locator('.project')).toHaveCount(10);
  await axe(page, js);
});

test('a saved project opens in the editor; someone else’s project is not found @no-js', async ({ page }, info) => {
  await page.goto('/saved-projects');
  const edit = page.locator('.project').first().getByRole('link', { name: /^Edit project / });
  const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit project /, '');
  await axe(page, !info.project.name.startsWith('no-js'));
  await edit.click();
  await expect(page).toHaveURL((u) => u.href.startsWith(`${PLATFORM_URL}/editor?projectId=`));
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  const db = new SQLite(path.join(DATA_DIR, 'platform.db'), { readonly: true });
  const theirs = db.prepare("select p.id from saved_projects p join accounts a on a.id = p.account_id where a.email = 'other@example.com' limit 1").pluck().get() as string;
  db.close();
  const res = await page.goto(`/saved-projects/${encodeURIComponent(theirs)}/open`);
  expect(res?.status()).toBe(404);
  await expect(page).toHaveURL(/\/saved-projects\/[^/]+\/open$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
});
