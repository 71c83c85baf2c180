import type { Locator, Page } from '@playwright/test';
import { APP_URL } from './env';
import { expect } from './sign-in';

/** A name no other test uses. */
export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** The 'Photos' / 'Albums' tabs. */
export const albumsTab = (page: Page) => page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /^Albums/ });

/**
 * Creates an album through the app's own form post (as the create modal does) for the page's
 * signed-in customer; answers the new album's id. Its flash message is dropped.
 */
export async function createAlbumByPost(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/my-photos/albums/new', { form: { name }, headers: { Origin: APP_URL }, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(303);
  // The post's result ('Album … created') is not the next page's: that page would show it in its
  // status region above the content (docs/focus-policy.md) and move it down.
  await page.context().clearCookies({ name: 'flash' });
  const location = res.headers()['location'] ?? '';
  const id = /\/my-photos\/albums\/([^/?#]+)/.exec(location)?.[1];
  expect(id, `created album's address: ${location}`).toBeTruthy();
  return decodeURIComponent(id!);
}

/** An album card in the grid (a link named by its name and photo count). */
export const albumCard = (page: Page, name: string) => page.locator('.album-card__link').filter({ has: page.locator('.album-card__name', { hasText: name }) });

/**
 * Tabbing through an open modal never reaches the page behind it, and comes back round to the
 * control with id `firstId`.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, firstId: string, maxTabs = 12): Promise<void> {
  let cameBack = false;
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((d) => {
      const active = document.activeElement;
      if (!active || active === document.body || active === document.documentElement) return 'outside-document';
      return d.contains(active) ? `in:${active.id}` : `page:${active.outerHTML.slice(0, 80)}`;
    });
    expect(where.startsWith('page:'), `focus left the dialog: ${where}`).toBe(false);
    if (where === `in:${firstId}`) {
      cameBack = true;
      break;
    }
  }
  expect(cameBack, 'Tab came back round to the first control').toBe(true);
}
