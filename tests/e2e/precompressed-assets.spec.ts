import type { APIRequestContext, Page, Response } from '@playwright/test';
import { statSync } from 'node:fs';
import path from 'node:path';
import { APP_URL, ROOT_DIR, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

/**
 * Decision 2410: the build's scripts and styles are compressed once, at build,
 * brotli and gzip, and the server sends the copy the browser accepts — brotli before gzip, the
 * file as it is to one that accepts neither — always with `Vary: Accept-Encoding`, so a cache
 * never hands one browser's copy to another.
 */
test.use({ storageState: STORAGE_STATE.customer });

/** The largest of the page's built scripts and stylesheets, as linked by its HTML. */
async function linkedAssets(request: APIRequestContext): Promise<{ script: string; style: string }> {
  const html = await (await request.get('/')).text();
  const of = (ext: string) => [...html.matchAll(new RegExp(`(?:src|href)="(/assets/[^"]+\\.${ext})"`, 'g'))].map((m) => m[1]!);
  const largest = async (paths: string[]) => {
    const sizes = await Promise.all(paths.map(async (p) => ({ p, n: (await (await request.get(p, { headers: { 'Accept-Encoding': 'identity' } })).body()).length })));
    return sizes.sort((a, b) => b.n - a.n)[0]!.p;
  };
  return { script: await largest(of('js')), style: await largest(of('css')) };
}

test('a built script and stylesheet are sent brotli, gzip or as they are, by Accept-Encoding, with Vary', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: APP_URL, storageState: STORAGE_STATE.customer });
  try {
    const { script, style } = await linkedAssets(request);
    for (const asset of [script, style]) {
      const bodies: Buffer[] = [];
      for (const [accepts, encoding] of [
        ['br, gzip, deflate', 'br'],
        ['gzip, deflate', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await request.get(asset, { headers: { 'Accept-Encoding': accepts } });
        expect(response.status(), `${asset} for ${accepts}`).toBe(200);
        const headers = response.headers();
        expect(headers['content-encoding'], `${asset} for ${accepts}`).toBe(encoding);
        expect(headers['vary'] ?? '', `${asset} for ${accepts}`).toMatch(/accept-encoding/i);
        expect(headers['content-type'], asset).toMatch(asset.endsWith('.js') ? /javascript/ : /text\/css/);
        expect(headers['cache-control'], asset).toMatch(/immutable/);
        // Sent whole from the copy the build made (a length), not compressed on the fly (chunked).
        const copy = path.join(ROOT_DIR, 'build/client', `${asset}${encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : ''}`);
        expect(Number(headers['content-length']), `${asset} for ${accepts}`).toBe(statSync(copy).size);
        bodies.push(await response.body()); // decoded by the client
      }
      // The three copies are the same file.
      expect(bodies[0]!.equals(bodies[2]!), `${asset}: brotli copy`).toBe(true);
      expect(bodies[1]!.equals(bodies[2]!), `${asset}: gzip copy`).toBe(true);
    }
  } finally {
    await request.dispose();
  }
});

/** Waits for the page's built files and returns their responses by path. */
async function builtFiles(page: Page, path: string): Promise<Map<string, Response>> {
  const seen = new Map<string, Response>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === APP_URL && url.pathname.startsWith('/assets/')) seen.set(url.pathname, r);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return seen;
}

/** Each of the files ending in `ext` came brotli-compressed, with Vary; below 1 KiB a file has no compressed copy (vite.config.ts) and comes as it is. */
async function expectBrotli(files: Map<string, Response>, ext: string): Promise<void> {
  const chosen = [...files].filter(([p]) => p.endsWith(ext));
  expect(chosen.length).toBeGreaterThan(0);
  for (const [path, response] of chosen) {
    const headers = await response.allHeaders();
    if (Number(headers['content-length'] ?? Infinity) < 1024 && !headers['content-encoding']) continue;
    expect(headers['content-encoding'], path).toBe('br');
    expect(headers['vary'] ?? '', path).toMatch(/accept-encoding/i);
  }
}

test('the browser gets the page’s scripts brotli-compressed and runs them', async ({ page }) => {
  const files = await builtFiles(page, '/my-photos/photos');
  await expect(page.locator('html')).toHaveAttribute('data-js', '');
  await expectBrotli(files, '.js');
});

test('without JavaScript the page’s stylesheets arrive brotli-compressed and apply @no-js', async ({ page }) => {
  const files = await builtFiles(page, '/my-photos/photos');
  await expectBrotli(files, '.css');
  // The skip link is off screen until focused: the stylesheet was decoded and applied.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((el) => el.getBoundingClientRect().bottom <= 0 || el.getBoundingClientRect().right <= 0)).toBe(true);
});
