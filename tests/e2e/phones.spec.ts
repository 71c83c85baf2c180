import type { Browser, Page } from '@playwright/test';
import { APP_PORT, APP_URL, STORAGE_STATE } from './support/env';
import { startSelection } from './support/library';
import { hydrated } from './support/hydration';
import { db, fill, fillerFor, FILLERS, PAGE_PATHS, victimIds, type Row } from './support/route-table';
import { expect, test } from './support/sign-in';

/**
 * Phones first (decision 1930): no page scrolls sideways at 320 px and an open modal
 * fits the screen; on a 390 × 844 phone the photos start on the first screen, with a compact
 * toolbar (sort applies on change with JavaScript, its button without) and the secondary
 * actions in a <details> menu; the viewer fills the screen with labelled icon buttons;
 * invoices stack; toasts wrap; the home page has no empty heading under the menu.
 */

const js = () => test.info().project.use.javaScriptEnabled !== false;

/** Never opened by the walk: they sign in or out, which would end the suite's shared sessions. */
const SKIP = new Set(['login', 'logout', 'auth/callback']);

/** The customer's ids, plus a shared album with photos that the customer takes part in. */
function walkValues() {
  const { a, values } = victimIds();
  const sqlite = db();
  try {
    const shared = sqlite
      .prepare('select p.album_id as id, p.photo_id as photo from album_participants ap join album_photos p on p.album_id = ap.album_id where ap.account_id = ? limit 1')
      .get(a) as Row;
    return { ...values, shared: String(shared.id), sharedPhoto: String(shared.photo) };
  } finally {
    sqlite.close();
  }
}

/** Every page of the route table as a URL, and states that are pages of their own (selection mode, confirmations). */
function walkUrls(): string[] {
  const v = walkValues();
  const urls = PAGE_PATHS.filter((p) => !SKIP.has(p)).map((p) => {
    if (p === '*') return '/no-such-page';
    const withShared = p.startsWith('my-photos/shared-albums/:id') ? { ...v, album: v.shared, albumPhoto: v.sharedPhoto } : v;
    const filler = fillerFor(p);
    return filler ? fill(p, FILLERS[filler]!(withShared)) : `/${p}`;
  });
  const preview = `/my-photos/photos/preview/${v.photo}`;
  return [...urls, '/my-photos/photos?select=1', `/my-photos/albums/${v.album}?select=1`, `${preview}?confirm=delete`, `/my-photos/albums/${v.album}/preview/${v.albumPhoto}?confirm=remove`];
}

/** What is wrong with the page at 320 px: sideways scrolling, or an open dialog outside the screen. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const s = document.scrollingElement!;
    if (s.scrollWidth > s.clientWidth) return `scrolls sideways by ${s.scrollWidth - s.clientWidth} px`;
    const dialog = document.querySelector('dialog[open]');
    if (dialog) {
      const r = dialog.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > window.innerWidth || r.bottom > window.innerHeight) return `its dialog sticks out (${Math.round(r.left)},${Math.round(r.top)} – ${Math.round(r.right)},${Math.round(r.bottom)})`;
    }
    return null;
  });
}

async function phone(browser: Browser, who: keyof typeof STORAGE_STATE, width: number, height: number) {
  const context = await browser.newContext({ storageState: STORAGE_STATE[who], viewport: { width, height }, javaScriptEnabled: js() });
  return context.newPage();
}

test('the 320 px walk covers every page of the route table and the states that are pages of their own', () => {
  expect(walkUrls().length).toBeGreaterThan(60);
});

/** The walk is shared out among this many tests (every n-th URL), so the workers share it. */
const WALK_PARTS = 4;
for (let part = 0; part < WALK_PARTS; part += 1) {
  test(`no page of the route table scrolls sideways at 320 px, and an open modal fits the screen (part ${part + 1} of ${WALK_PARTS}) @no-js`, async ({ browser }) => {
    test.slow();
    const urls = walkUrls().filter((_, i) => i % WALK_PARTS === part);
    const customer = await phone(browser, 'customer', 320, 640);
    let business: Page | undefined;
    const problems: string[] = [];
    for (const url of urls) {
      await customer.goto(url);
      let page = customer;
      // A page only a business customer may open (invoices, FTP, the b2b settings) sends others home: open it as one.
      if (new URL(customer.url()).pathname === '/' && !url.startsWith('/?') && url !== '/') {
        business ??= await phone(browser, 'business', 320, 640);
        await business.goto(url);
        page = business;
      }
      const problem = await overflow(page);
      if (problem) problems.push(`${url} (shown ${new URL(page.url()).pathname}): ${problem}`);
    }
    expect(problems, `at 320 px:\n${problems.join('\n')}`).toEqual([]);
    await customer.context().close();
    await business?.context().close();
  });
}

test('on a 390 × 844 phone the photos start on the first screen; sort and the actions menu are compact @no-js', async ({ browser }) => {
  const page = await phone(browser, 'customer', 390, 844);
  await page.goto('/my-photos/photos');
  const firstTile = page.locator('.tile').first();
  await expect(firstTile).toBeVisible();
  expect((await firstTile.boundingBox())!.y).toBeLessThan(844);
  if (js()) {
    // A tile's tooltip in the last column stays on the screen.
    await page.locator('.tile').nth(2).hover();
    const tip = page.locator('.tile').nth(2).locator('.tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toBeInViewport({ ratio: 1 });
  }

  // Secondary actions: a disclosure, closed at first, opened and closed by keyboard.
  const more = page.locator('#photos-actions > summary');
  await expect(more).toHaveAccessibleName('More actions');
  const exportLink = page.getByRole('link', { name: 'Export all photos' });
  await expect(more).toBeVisible();
  await expect(exportLink).toBeHidden();
  await hydrated(page, '#photos-actions');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(exportLink).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order photo prints' })).toBeVisible();
  await page.keyboard.press(js() ? 'Escape' : 'Enter');
  await expect(exportLink).toBeHidden();
  await expect(more).toBeFocused();

  // Sort: with JavaScript the choice applies at once (focus stays on the select); without, its button submits.
  const sort = page.getByLabel('Sort by');
  const button = page.getByRole('button', { name: 'Sort', exact: true });
  await hydrated(page, '#photos-sort');
  await sort.focus();
  await sort.selectOption('created:desc');
  if (js()) {
    await expect(button).toBeHidden();
    await expect(sort).toHaveAccessibleDescription('Your photos are sorted as soon as you choose an order.');
  } else {
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
    await button.click();
  }
  await expect(page).toHaveURL(/sortKey=created&sortOrder=desc/);
  await expect(sort).toHaveValue('created:desc');
  if (js()) await expect(sort).toBeFocused();
  await page.context().close();
});

for (const [width, height] of [
  [390, 844],
  [320, 568],
] as const) {
  test(`the viewer fills a ${width} × ${height} screen without scrolling, with icon buttons named in words @no-js`, async ({ browser }) => {
    const page = await phone(browser, 'customer', width, height);
    const { photo } = victimIds().values;
    await page.goto(`/my-photos/photos/preview/${photo}`);
    const names = ['Back', 'Copy to album', 'Download', 'Delete', ...(js() ? ['Zoom in', 'Zoom out'] : [])];
    for (const name of names) {
      const control = page.getByRole(name.startsWith('Zoom') ? 'button' : 'link', { name, exact: true });
      await expect(control, name).toBeInViewport({ ratio: 1 });
      // An icon button, not a wide text button: its words are for screen readers only.
      expect((await control.boundingBox())!.width, name).toBeLessThanOrEqual(48);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
    await page.context().close();
  });
}

test('invoices stack on a phone: each total and its Download PDF on the screen @no-js', async ({ browser }) => {
  const page = await phone(browser, 'business', 320, 640);
  await page.goto('/invoices');
  const row = page.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(2)).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('link', { name: /^Download PDF/ })).toBeInViewport({ ratio: 1 });
  // Still a table for screen readers, with its column headers.
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveCount(1);
  await page.context().close();
});

test('home on a phone: its h1 and the menu under it in main, the overview hidden; a long toast wraps inside its box @no-js', async ({ browser }) => {
  const page = await phone(browser, 'customer', 320, 640);
  await page.goto('/');
  // The spec hides the overview on small screens; main keeps its h1 and the menu (decision 2583).
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toHaveCount(1);
  await expect(main.locator('.cards')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  if (!js()) return;
  await page.setViewportSize({ width: 320, height: 640 });
  // A toast raised in the browser, with the longest message and an unbreakable album name; raised
  // again while none shows, as the toasts' listener starts only once the page is hydrated.
  const toasts = page.locator('.toast');
  await expect(async () => {
    if ((await toasts.count()) === 0) {
      await page.evaluate(() => {
        const raise = (detail: object) => window.dispatchEvent(new CustomEvent('keepsake:toast', { detail }));
        raise({ kind: 'error', key: 'photos.upload.overBudget', durationMs: 60_000 });
        raise({ kind: 'success', key: 'albums.copy.done', vars: { count: 3, albumName: 'Summer_holidays_in_Scotland_2024_best_photos' }, durationMs: 60_000 });
      });
    }
    await expect(toasts).toHaveCount(2, { timeout: 1_000 });
  }).toPass();
  for (const toast of await toasts.all()) {
    const fits = await toast.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const text = el.querySelector('p')!.getBoundingClientRect();
      const dismiss = el.querySelector('button')!;
      const b = dismiss.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth && text.right <= b.left && dismiss.scrollWidth <= dismiss.clientWidth && b.right <= box.right;
    });
    expect(fits, await toast.innerText()).toBe(true);
  }
  await page.context().close();
});

// Decision 2431, phones: the cookie banner asks in at most a quarter of a 390 × 844 screen (GOV.UK's
// compact pattern, decision 2431) — also in German, the longest words — and the selection bar
// is one line (decision 2432).
for (const origin of [APP_URL, `http://de.localhost:${APP_PORT}`]) {
  test(`the cookie banner takes at most a quarter of a 390 × 844 screen (${new URL(origin).hostname}) @no-js`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 }, javaScriptEnabled: js() });
    const page = await context.newPage();
    await page.goto(`${origin}/signed-out`);
    const banner = page.locator('.consent');
    await expect(banner.locator('button')).toHaveCount(2);
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 / 4);
    // Its two buttons side by side.
    const [accept, reject] = await Promise.all([0, 1].map(async (i) => (await banner.locator('button').nth(i).boundingBox())!));
    expect(Math.abs(accept!.y - reject!.y)).toBeLessThan(1);
    await context.close();
  });
}

test('the selection bar sits at the bottom of a 390 × 844 phone, every action whole on the screen (decision 2543) @no-js', async ({ browser }) => {
  const page = await phone(browser, 'customer', 390, 844);
  await startSelection(page);
  const bar = page.locator('.selection-bar');
  const box = (await bar.boundingBox())!;
  // Two rows: the count with Cancel and 'Delete all photos', then the row of icon buttons.
  expect(box.height).toBeLessThanOrEqual(130);
  expect(Math.round(box.y + box.height)).toBe(844);
  for (const control of await bar.locator('button, a[href]').all()) await expect(control).toBeInViewport({ ratio: 1 });
  await page.context().close();
});
