import type { BrowserContext } from '@playwright/test';
import { APP_URL } from './support/env';
import { menuLink } from './support/menu';
import { expect, test } from './support/sign-in';

// Feature flags kept in local storage (photo-library.md section 6: "Flags come from local storage,
// a query value, or a per-host list in configuration") reach the server through a cookie the boot
// script mirrors. They apply from the first page the customer sees, and a flag taken out of local
// storage takes its cookie with it.

test.use({ as: 'customer' });

const STORAGE_KEY = 'featureFlags';
const COOKIE = 'feature_flags';
const timelineOff = 'PhotoManagementTimelineViewEnabled:0';

/** Local storage's entry before any script of the page runs (as left by an earlier visit). */
async function keepInStorage(context: BrowserContext, value: string | null) {
  await context.addInitScript(
    ({ key, v }) => {
      if (v === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, v);
    },
    { key: STORAGE_KEY, v: value },
  );
}

const flagsCookie = async (context: BrowserContext) => (await context.cookies(APP_URL)).find((c) => c.name === COOKIE);

test('a flag in local storage applies from the first load', async ({ page, context }) => {
  await keepInStorage(context, timelineOff);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(menuLink(page, 'My photos')).toHaveCount(0);
  // The server's page of the same address, with the cookie now mirrored, is the one shown.
  expect(decodeURIComponent((await flagsCookie(context))?.value ?? '')).toBe(timelineOff);
  await page.goto('/');
  await expect(menuLink(page, 'My photos')).toHaveCount(0);
});

test('a flag taken out of local storage clears its mirrored cookie', async ({ page, context }) => {
  await context.addCookies([{ name: COOKIE, value: encodeURIComponent(timelineOff), url: APP_URL }]);
  await keepInStorage(context, null);
  await page.goto('/');
  await expect(menuLink(page, 'My photos')).toBeVisible();
  expect(await flagsCookie(context)).toBeUndefined();
});

test('a flag taken out of a longer list leaves the cookie with the others only', async ({ page, context }) => {
  const both = `${timelineOff},PhotoManagementAlbumViewEnabled:0`;
  await context.addCookies([{ name: COOKIE, value: encodeURIComponent(both), url: APP_URL }]);
  await keepInStorage(context, 'PhotoManagementAlbumViewEnabled:0');
  await page.goto('/');
  await expect(menuLink(page, 'My photos')).toBeVisible();
  expect(decodeURIComponent((await flagsCookie(context))?.value ?? '')).toBe('PhotoManagementAlbumViewEnabled:0');
});

test('without JavaScript the mirrored cookie alone decides, as the server rendered it @no-js', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'no-js', 'the server’s own rendering (with scripts on, local storage decides)');
  await context.addCookies([{ name: COOKIE, value: encodeURIComponent(timelineOff), url: APP_URL }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(menuLink(page, 'My photos')).toHaveCount(0);
});
