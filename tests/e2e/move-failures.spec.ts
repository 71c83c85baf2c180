import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { ROOT_DIR } from './support/env';
import { hydrated } from './support/hydration';
import { freshLibrary } from './support/library';
import { db } from './support/route-table';
import { expect, test } from './support/sign-in';

// Decision 1921: a move inside the app whose data request fails in the browser (aborted, or a 500
// from something between) shows the page's own load error in the spec's words, inside the
// account's shell, with 'Try again' that works once the network is back (decision 2302).

/** The demo customer's first album and order (read only: nothing is added to the shared account). */
function customerIds() {
  const sqlite = db();
  try {
    const one = (query: string) => String(Object.values(sqlite.prepare(query).get('customer@example.com') as Record<string, unknown>)[0]);
    return {
      album: one('select a.id from albums a join accounts c on c.id = a.account_id where c.email = ? limit 1'),
      order: one('select o.code from superorders o join accounts c on c.id = o.account_id where c.email = ? limit 1'),
    };
  } finally {
    sqlite.close();
  }
}
type Values = ReturnType<typeof customerIds>;

interface Move {
  /** The route module (its file name in a feature's routes/ folder) that names this load error. */
  module: string;
  as: 'customer' | 'business';
  to: (v: Values) => string;
  heading: string;
  message: string;
}

const MOVES: Move[] = [
  { module: 'my-photos.photos.tsx', as: 'customer', to: () => '/my-photos/photos', heading: 'My photos', message: 'Error: Your photos could not be loaded' },
  { module: 'my-photos.photos.months.tsx', as: 'customer', to: () => '/my-photos/photos/months', heading: 'Jump to a month', message: 'Error: Your photos could not be loaded' },
  { module: 'my-photos.albums.tsx', as: 'customer', to: () => '/my-photos/albums', heading: 'Albums', message: 'Unable to display albums. Please refresh the page or try again later.' },
  { module: 'my-photos.albums.$id.tsx', as: 'customer', to: (v) => `/my-photos/albums/${v.album}`, heading: 'Album', message: 'Unable to display album. Please refresh the page or try again later.' },
  { module: 'my-photos.shared-albums.$id.tsx', as: 'customer', to: () => '/my-photos/shared-albums/any', heading: 'Album', message: 'Unable to display album. Please refresh the page or try again later.' },
  { module: 'orders.tsx', as: 'customer', to: () => '/orders', heading: 'My orders', message: 'An error occurred loading your orders, please contact us to report this issue.' },
  { module: 'orders.$orderCode.tsx', as: 'customer', to: (v) => `/orders/${v.order}`, heading: 'Order details', message: 'An error occurred loading this order, please contact us to report this issue.' },
  { module: 'settings.tsx', as: 'customer', to: () => '/settings', heading: 'My settings', message: 'An error occurred loading your settings' },
  { module: 'settings.personal-details.tsx', as: 'customer', to: () => '/settings/personal-details', heading: 'Change personal details', message: 'An error occurred loading your settings' },
  { module: 'settings.payment-method.tsx', as: 'customer', to: () => '/settings/payment-method', heading: 'Change your payment method', message: 'An error occurred loading your settings' },
  { module: 'settings.email.tsx', as: 'customer', to: () => '/settings/email', heading: 'Change email address', message: 'An error occurred loading your settings' },
  { module: 'settings.new-address.tsx', as: 'customer', to: () => '/settings/new-address', heading: 'Delivery address', message: 'An error occurred loading your settings' },
  { module: 'settings.address.$id.tsx', as: 'customer', to: () => '/settings/address/any', heading: 'Delivery address', message: 'An error occurred loading your settings' },
  { module: 'settings.addresses.all.tsx', as: 'customer', to: () => '/settings/addresses/all', heading: 'Delivery addresses', message: 'An error occurred loading your settings' },
  { module: 'settings.password.tsx', as: 'customer', to: () => '/settings/password', heading: 'Change your password', message: 'An error occurred loading your settings' },
  { module: 'settings.devices.tsx', as: 'customer', to: () => '/settings/devices', heading: 'Signed-in devices', message: 'An error occurred loading your signed-in devices' },
  { module: 'settings.my-data.tsx', as: 'customer', to: () => '/settings/my-data', heading: 'Download my data', message: 'An error occurred loading your settings' },
  { module: 'my-photos.recently-deleted.tsx', as: 'customer', to: () => '/my-photos/recently-deleted', heading: 'Recently deleted', message: 'Error: Recently deleted could not be loaded' },
  { module: 'integration.tsx', as: 'business', to: () => '/integration', heading: 'FTP instructions', message: 'An error occurred loading your settings' },
  { module: 'downloads.tsx', as: 'customer', to: () => '/downloads', heading: 'Downloads', message: 'Error: Your downloads could not be loaded' },
];

/** Moves inside the app, as a link would: the router's navigation, not a page load. */
async function moveTo(page: Page, to: string) {
  await page.evaluate((href) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(href), to);
}

test.beforeEach(() => test.skip(test.info().project.name !== 'js', 'moves inside the app need JavaScript'));

test('every route that names a load error is in this table', () => {
  const app = path.join(ROOT_DIR, 'app');
  const files = readdirSync(app, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  const text = (f: string) => readFileSync(path.join(app, f), 'utf8');
  // A handle made once for several routes (export const albumPageHandle = { ...loadErrorHandle(…), … }) names it for each route that uses it.
  const isRoute = (f: string) => path.basename(path.dirname(f)) === 'routes';
  const shared = files.filter((f) => !isRoute(f)).flatMap((f) => [...text(f).matchAll(/^export const (\w+) = (?:\{\s*\.\.\.)?loadErrorHandle\(/gm)].map((m) => m[1]!));
  const naming = files
    .filter(isRoute)
    .filter((f) => text(f).includes('loadErrorHandle(') || shared.some((name) => new RegExp(`\\b${name}\\b`).test(text(f))))
    .map((f) => path.basename(f));
  expect(naming.sort()).toEqual(MOVES.map((m) => m.module).sort());
  // Each move of the table is in exactly one group below, signed in as its own account.
  expect(GROUPS.flatMap(([, , moves]) => moves.map((m) => m.module)).sort()).toEqual(MOVES.map((m) => m.module).sort());
  for (const [group, as, moves] of GROUPS) for (const m of moves) expect(m.as, `${group}: ${m.module}`).toBe(as);
});

/** A move to `move.to` whose data request is aborted, then answered 500, then let through by Try again. */
async function expectLoadErrorAndTryAgain(page: Page, move: Move, values: Values) {
  const to = move.to(values);
  const target = new URL(to, 'http://x').pathname;
  let fault: 'abort' | '500' | null = 'abort';
  const matches = (url: URL) => url.pathname === `${target}.data` || (target === '/' && url.pathname === '/_root.data');
  const handler = (route: Route) => (fault === 'abort' ? route.abort() : fault === '500' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback());
  await page.route(matches, handler);
  try {
    await page.goto('/');
    await hydrated(page, 'main h1');
    for (const kind of ['abort', '500'] as const) {
      fault = kind;
      await moveTo(page, to);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: move.heading }), kind).toBeVisible();
      await expect(main.getByRole('alert'), kind).toHaveText(move.message);
      await expect(page, kind).toHaveTitle(new RegExp(`^${move.heading} \\| `));
      await expect(page.getByRole('navigation', { name: 'Account menu' }), kind).toBeVisible();
      await expect(main.getByRole('link', { name: 'Try again' }), kind).toBeVisible();
      if (kind === 'abort') await moveTo(page, '/');
    }
    // The network is back: Try again shows the page.
    fault = null;
    await page.getByRole('main').getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: move.message })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(target);
  } finally {
    await page.unroute(matches, handler);
  }
}

// The moves of one account share a signed-in page, in a few tests (each move starts with its own
// page load of the overview and its own faults), so a test stays well inside its time limit; each
// move is a step named as its route module.
const byModule = (...modules: string[]) => MOVES.filter((m) => modules.includes(m.module));
const GROUPS: [string, Move['as'], Move[]][] = [
  ['photos and recently deleted', 'customer', byModule('my-photos.photos.tsx', 'my-photos.photos.months.tsx', 'my-photos.recently-deleted.tsx')],
  ['albums', 'customer', MOVES.filter((m) => m.module.startsWith('my-photos.') && m.module.includes('albums'))],
  ['orders and downloads', 'customer', byModule('orders.tsx', 'orders.$orderCode.tsx', 'downloads.tsx')],
  ['settings, from its own page to the new address', 'customer', MOVES.filter((m) => m.module.startsWith('settings.')).slice(0, 5)],
  ['settings, from an address to my data', 'customer', MOVES.filter((m) => m.module.startsWith('settings.')).slice(5)],
  ['the integration', 'business', byModule('integration.tsx')],
];

for (const [group, as, moves] of GROUPS) {
  test.describe(group, () => {
    test.use({ as });
    test('a move to each whose data request is aborted, then answered 500, says its load error in the shell; Try again works', async ({ page }) => {
      const values = customerIds();
      for (const move of moves) {
        await test.step(`${move.module}: a move to it whose data request is aborted, then answered 500, says '${move.message}' in the shell; Try again works`, () =>
          expectLoadErrorAndTryAgain(page, move, values),
        );
      }
    });
  });
}

test.describe('the preview', () => {
  /** Every preview's data request: the move's own first request included. */
  const PREVIEW_DATA = /\/preview\/[^/?]+\.data(\?|$)/;

  test('Next, Previous and Download that cannot load keep the photo and its address, say so, and work on Try again', async ({ page }) => {
    await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00', '2023:01:12 10:00:00']);
    // The middle photo, by its name, and checked: one failed run stood at 3 of 3 (no Next) when the moves began.
    await page.getByRole('link', { name: 'Photo taken on 11 January 2023, 10:00' }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('2 of 3');
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    // The keys are the viewer's once it is hydrated (its scripts start after the photo has loaded).
    await hydrated(page, '.viewer__stage');
    const here = page.url();
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    const photo = await page.locator('.viewer__stage img').getAttribute('src');
    const stays = async (what: string) => {
      await expect(page.getByRole('heading', { level: 1 }), what).toHaveText(title);
      await expect(page.locator('.viewer__stage img'), what).toHaveAttribute('src', photo!);
      expect(page.url(), what).toBe(here);
      await expect(page.getByRole('link', { name: 'Next' }), what).toBeVisible();
    };
    for (const fault of ['abort', '500'] as const) {
      await page.route(PREVIEW_DATA, (route) => (fault === 'abort' ? route.abort() : route.fulfill({ status: 500, body: 'Internal Server Error' })));
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('alert').filter({ hasText: 'Error: Your photos could not be loaded' }), `ArrowRight, ${fault}`).toBeVisible();
      await stays(`ArrowRight, ${fault}`);
      await page.getByRole('link', { name: 'Previous' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Error: Your photos could not be loaded' }), `Previous, ${fault}`).toBeVisible();
      await stays(`Previous, ${fault}`);
      await page.locator('#viewer-download').click();
      await expect(page.getByRole('alert').filter({ hasText: 'Error: Your photo could not be downloaded' }), `Download, ${fault}`).toBeVisible();
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Download failed').first(), `Download, ${fault}`).toBeVisible();
      await expect(page.getByRole('dialog'), `Download, ${fault}`).toHaveCount(0);
      await stays(`Download, ${fault}`);
      await page.unroute(PREVIEW_DATA);
    }
    // The network is back: Try again does what failed last (the download opens its modal).
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/[?&]download=1$/);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be' })).toHaveCount(0);
    await page.goto(here);
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await hydrated(page, '.viewer__stage');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
    expect(page.url()).not.toBe(here);
  });
});
