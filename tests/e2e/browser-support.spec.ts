import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { GUARDED_FEATURES, REQUIRED_FEATURES, type RequiredFeature } from '../../app/lib/browser-support';
import { fillAddress, uniqueStreet } from './support/addresses';
import { uniqueName } from './support/albums';
import { ROOT_DIR } from './support/env';
import { freshLibrary, startSelection } from './support/library';
import { expect, test } from './support/sign-in';

// Decision 2301: older engines get the working HTML. A browser that lacks one of the features the
// app's scripts need (app/lib/browser-support.ts) keeps the server's page, and the customer's
// tasks work through its forms and links as they do with JavaScript off; nothing goes blank.

/** How each required feature is taken away from Chromium before the page's first script. */
const REMOVE: Record<RequiredFeature, string> = {
  noModule: 'delete HTMLScriptElement.prototype.noModule',
  TextEncoderStream: 'delete window.TextEncoderStream',
  TransformStream: 'delete window.TransformStream',
  ReadableStream: 'delete window.ReadableStream',
  TextDecoder: 'delete window.TextDecoder',
  showModal: 'delete HTMLDialogElement.prototype.showModal',
  // Engines without the selector refuse it as invalid.
  ':modal': `{ const matches = Element.prototype.matches;
    Element.prototype.matches = function (s) { if (s.includes(':modal')) throw new DOMException('not a valid selector', 'SyntaxError'); return matches.call(this, s); }; }`,
  inert: 'delete HTMLElement.prototype.inert',
  IntersectionObserver: 'delete window.IntersectionObserver',
  ResizeObserver: 'delete window.ResizeObserver',
  MutationObserver: 'delete window.MutationObserver',
  fetch: 'delete window.fetch',
  AbortController: 'delete window.AbortController',
  URLSearchParams: 'delete window.URLSearchParams',
  'Object.fromEntries': 'delete Object.fromEntries',
  'Array.prototype.flatMap': 'delete Array.prototype.flatMap',
  'Array.prototype.at': 'delete Array.prototype.at',
  'Intl.PluralRules': 'delete Intl.PluralRules',
  'Intl.DisplayNames': 'delete Intl.DisplayNames',
  WebSocket: 'delete window.WebSocket',
};

/** The page's uncaught errors, as a customer's browser would log them, and the documents it showed. */
function errorsOf(page: Page): { errors: string[]; documents: number } {
  const seen = { errors: [] as string[], documents: 0 };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.documents += 1;
  });
  return seen;
}

/** The server's page is still there, unmarked and not hydrated: the HTML path. */
async function expectServerPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
  // Give a hydration that should not happen the time to happen.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')))).toBe(false);
}

test.describe('a browser that lacks a feature the scripts need', () => {
  for (const feature of REQUIRED_FEATURES) {
    test(`without ${feature.name}: the timeline, copy to a new album and an address form work through the HTML`, async ({ page }) => {
      await page.addInitScript(REMOVE[feature.name]);
      const seen = errorsOf(page);
      await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:12 10:00:00']);
      await expectServerPage(page);
      await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
      await expect(page.locator('.tile__link')).toHaveCount(2);

      // A modal task: the copy dialog is a page of its own, its form posts and redirects.
      await startSelection(page);
      await page.getByRole('checkbox', { name: /^Select / }).first().check();
      await page.getByRole('button', { name: 'Copy to album', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy to album' });
      await expect(dialog).toBeVisible();
      const name = uniqueName('Legacy');
      await dialog.getByLabel('Album name').fill(name);
      await dialog.getByRole('button', { name: 'Copy to album' }).click();
      await expect(page.getByRole('main').getByText(`1 photo copied to ${name}`)).toBeVisible();

      // A form with an error, then fixed.
      await page.goto('/settings/new-address');
      await expectServerPage(page);
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveTitle(/^Error: Delivery address \| /);
      await expect(page.locator('.error-summary')).toBeVisible();
      await fillAddress(page, { street: uniqueStreet('Legacy Lane'), number: '3', postal: 'LS1 4DY', city: 'Leeds' });
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Your address has been added.')).toBeVisible();

      // A page may stumble once as a module loads (Remix's inline stream, a module's first line
      // using what is missing); nothing runs again, nothing loops.
      expect(seen.documents).toBeGreaterThanOrEqual(5);
      expect(seen.errors.length, seen.errors.join('\n')).toBeLessThanOrEqual(seen.documents);
    });
  }
});

test('every newer API the client build uses is required or used behind a check of its own', () => {
  // Web APIs and syntax-free built-ins newer than the oldest engines that run modules, as they
  // appear in minified code. An API found here that browser-support.ts does not name fails.
  const CATALOGUE: Record<string, RegExp> = {
    TextEncoderStream: /\bTextEncoderStream\b/,
    TransformStream: /\bTransformStream\b/,
    ReadableStream: /\bReadableStream\b/,
    showModal: /\.showModal\b/,
    ':modal': /:modal\b/,
    IntersectionObserver: /\bIntersectionObserver\b/,
    ResizeObserver: /\bResizeObserver\b/,
    MutationObserver: /\bMutationObserver\b/,
    AbortController: /\bAbortController\b/,
    'Object.fromEntries': /\bObject\.fromEntries\b/,
    'Array.prototype.flatMap': /\.flatMap\(/,
    'Array.prototype.at': /\.at\(/,
    'Intl.PluralRules': /\bIntl\.PluralRules\b/,
    'Intl.DisplayNames': /\bIntl\.DisplayNames\b/,
    queueMicrotask: /\bqueueMicrotask\b/,
    requestSubmit: /\.requestSubmit\b/,
    startViewTransition: /\.startViewTransition\b/,
    setPointerCapture: /\.setPointerCapture\b/,
    structuredClone: /\bstructuredClone\b/,
    requestIdleCallback: /\brequestIdleCallback\b/,
    'String.prototype.replaceAll': /\.replaceAll\(/,
    'Object.hasOwn': /\bObject\.hasOwn\(/,
    'Promise.allSettled': /\bPromise\.allSettled\b/,
    'Promise.any': /\bPromise\.any\b/,
    'Array.prototype.findLast': /\.findLast(Index)?\(/,
    'Array.prototype.toSorted': /\.to(Sorted|Reversed|Spliced)\(/,
    'crypto.randomUUID': /\brandomUUID\b/,
    'AbortSignal.timeout': /\bAbortSignal\.(timeout|any)\b/,
    'Intl.RelativeTimeFormat': /\bIntl\.RelativeTimeFormat\b/,
    'Intl.ListFormat': /\bIntl\.ListFormat\b/,
    'Intl.Segmenter': /\bIntl\.Segmenter\b/,
    WeakRef: /\bWeakRef\b/,
    CompressionStream: /\b(De)?CompressionStream\b/,
    BroadcastChannel: /\bBroadcastChannel\b/,
    showPopover: /\.(show|toggle)Popover\b/,
    ':has': /:has\(/,
  };
  const dir = path.join(ROOT_DIR, 'build', 'client', 'assets');
  const code = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const named = new Set<string>([...REQUIRED_FEATURES.map((f) => f.name), ...Object.keys(GUARDED_FEATURES)]);
  const used = Object.entries(CATALOGUE).filter(([, pattern]) => pattern.test(code)).map(([api]) => api);
  expect(used, 'the catalogue should find what the build is known to use').toEqual(expect.arrayContaining(['TextEncoderStream', 'showModal', ':modal']));
  expect(used.filter((api) => !named.has(api)), 'APIs the client build uses that app/lib/browser-support.ts does not name').toEqual([]);
});

test('a browser with every feature runs the scripts', async ({ page }) => {
  await page.goto('/signed-out');
  await expect(page.locator('html')).toHaveAttribute('data-js', '');
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')));
});

test('a modal whose dialog cannot become modal reports once and stays usable as HTML', async ({ page }) => {
  // An engine that has showModal but fails in it: the scripts start, the modal's effect throws.
  await page.addInitScript(() => {
    HTMLDialogElement.prototype.showModal = () => {
      throw new DOMException('showModal failed', 'InvalidStateError');
    };
  });
  const seen = errorsOf(page);
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:12 10:00:00']);
  await startSelection(page);
  await page.getByRole('checkbox', { name: /^Select / }).first().check();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.getByRole('button', { name: 'Copy to album', exact: true }).click();
  // The dialog the server sent, open as a plain dialog (not modal), its form as without JavaScript.
  const dialog = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(false);
  const name = uniqueName('Stuck');
  await dialog.getByLabel('Album name').fill(name);
  await dialog.getByRole('button', { name: 'Copy to album' }).click();
  await expect(page.getByRole('main').getByText(`1 photo copied to ${name}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Reported once, and nothing thrown: no error boundary ran into the same throw again.
  expect(seen.errors).toEqual([]);
  expect(logged.filter((text) => text.startsWith('A dialog could not be made modal'))).toHaveLength(1);
});
