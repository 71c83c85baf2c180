import type { Page, TestInfo } from '@playwright/test';
import { albumCard, uniqueName } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL } from './support/env';
import { expect, test } from './support/sign-in';

// Decision 0911: a post server.ts refuses before any action runs — sent from another site (403)
// or a form over 1 MB (413) — gets the app's own translated page, in the page frame, with
// nothing saved. The forms are served by the test (page.route) so that they can be what our
// pages never are: on another site, or over the limit.

test.use({ as: 'customer' });

const jsOn = (info: TestInfo) => info.project.use.javaScriptEnabled !== false;
const axe = (page: Page, info: TestInfo) => (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

/**
 * Serves a 'new album' form at `at` (any origin) and submits it; answers the post's status. The
 * name is valid, so only the refusal keeps the album from being created; `padding` is sent in a
 * field the action ignores.
 */
async function submitAlbumForm(page: Page, at: string, name: string, padding = ''): Promise<number> {
  await page.route(at, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><title>form</title><form method="post" action="${APP_URL}/my-photos/albums/new"><input name="name" value="${name}" aria-label="Name"><textarea name="notes" aria-label="Notes">${padding}</textarea><button>Create</button></form></html>`,
    }),
  );
  await page.goto(at);
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Create' }).click()]);
  await page.waitForLoadState();
  return response.status();
}

/** A refusal page in the page frame: its title and heading, its words, where Go back leads, plain HTML, axe-clean. */
async function expectRefusalPage(page: Page, info: TestInfo, refusal: { title: string; words: string; back: string }) {
  await expect(page).toHaveTitle(`${refusal.title} | Keepsake`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(refusal.title);
  await expect(page.getByText(refusal.words, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', refusal.back);
  // Plain HTML: no module script that would hand the page to the client router at this URL.
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await axe(page, info);
}

async function expectNoAlbum(page: Page, name: string) {
  await page.goto('/my-photos/albums');
  await expect(page.getByRole('list', { name: 'Your albums' })).toBeVisible();
  await expect(albumCard(page, name)).toHaveCount(0);
}

// The @no-js refusal pages in one test, one step each: none saves anything.
test('a form from another site (403) or over 1 MB (413) and a malformed address (400) get the translated refusal pages @no-js', async ({ page }, info) => {
  await test.step('a form sent from another site gets the refusal page (403) and saves nothing', async () => {
    const name = uniqueName('Cross-site');
    expect(await submitAlbumForm(page, 'http://elsewhere.example/form', name)).toBe(403);
    await expect(page).toHaveURL(`${APP_URL}/my-photos/albums/new`);
    // The form's page is not ours: back goes home.
    await expectRefusalPage(page, info, {
      title: 'Your form was not sent',
      words: "For your security, forms can only be sent from this site's own pages. Nothing was saved.",
      back: '/',
    });
    await expectNoAlbum(page, name);
  });

  await test.step('a form over 1 MB gets the refusal page (413) with a way back to its page, and saves nothing', async () => {
    const name = uniqueName('Huge');
    expect(await submitAlbumForm(page, `${APP_URL}/a-page-with-a-form?from=test`, name, 'x'.repeat(1024 * 1024))).toBe(413);
    await expectRefusalPage(page, info, {
      title: 'Your form was too large',
      words: 'What you sent was larger than 1 MB, so nothing was saved.',
      back: '/a-page-with-a-form?from=test',
    });
    await expectNoAlbum(page, name);
  });

  // Decision 2470: an address no route can be told from gets the same page frame, with its own
  // words and 400, not express's bare page.
  await test.step('an address with a malformed percent-encoding gets the translated 400 page', async () => {
    const res = await page.goto('/my-photos/%E0%A4%A');
    expect(res?.status()).toBe(400);
    await expectRefusalPage(page, info, {
      title: 'This web address is not valid',
      words: 'The web address could not be read, so nothing was opened or saved.',
      back: '/',
    });
  });
});

// JavaScript only, by requests: none saves anything either.
test('an opaque origin is refused, the refusal page opened directly sends home, an unserved method is 405', async ({ page }) => {
  await test.step('an opaque origin (Origin: null) is refused with the page, even with our own Referer', async () => {
    const name = uniqueName('Opaque');
    const res = await page.request.post('/my-photos/albums/new', {
      form: { name },
      headers: { Origin: 'null', Referer: `${APP_URL}/my-photos/albums/new` },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain('Your form was not sent');
    await expectNoAlbum(page, name);
  });

  await test.step('the refusal page opened directly has nothing to explain: home', async () => {
    const res = await page.request.get('/request-refused', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/');
  });

  // Decision 2471: a method the app does not serve, 405 with Allow.
  await test.step('a method the app does not serve is 405 with Allow, not a server error', async () => {
    for (const method of ['TRACE', 'PUT', 'OPTIONS']) {
      const res = await page.request.fetch('/settings', { method, maxRedirects: 0, failOnStatusCode: false });
      expect(res.status(), method).toBe(405);
      expect(res.headers()['allow'], method).toBe('GET, HEAD, POST');
    }
  });
});
