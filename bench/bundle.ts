/**
 * Bundle bytes per route: the JavaScript a signed-in customer's browser loads on a first visit
 * to each route (entry, route chunks, module preloads), raw and gzip level 9, against the
 * bare-Remix floor. The locale's dictionary (`/locales/{locale}.js`, decision 1602: messages,
 * not code, the same on every route and cached for a year) is loaded as a script too; it is
 * counted in its own column and not against the code budget, as it was part of the HTML when
 * the budgets were set. The budgets and the floor are in gzip level 9, computed here; the
 * `transferred` column is what the browser received for the same files (their bodies as sent,
 * the precompressed brotli copies of decision 2410 where the browser accepts them; headers not
 * counted). It prints figures; it asserts nothing.
 *
 *   npx tsx bench/bundle.ts        (builds first when build/ is missing)
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH } from '../tests/e2e/support/env';
import { ensureBuild, startServer } from './support/server';

/** The routes measured, in order. Add each route as it is built. */
const ROUTES = ['/', '/my-photos/photos', '/signed-out', '/cookies-blocked'];

/** JavaScript any bare Remix v2 page loads, gzip (STACK.md, "Measured floors"). */
const FLOOR_GZIP_BYTES = 86_132;
/**
 * Budget per route, gzip bytes (decision 2382): what the route measured when its budget was last
 * set, plus a stated margin, so a readable change is never traded for bytes. Raise a figure only
 * with a record that says why the route grew.
 */
const MEASURED: Record<string, number> = {
  '/': 98_540,
  '/my-photos/photos': 112_529,
  '/signed-out': 89_441,
  '/cookies-blocked': 89_441,
};
const MARGIN_GZIP_BYTES = 6_144;
const BUDGETS: Record<string, number> = Object.fromEntries(Object.entries(MEASURED).map(([route, bytes]) => [route, bytes + MARGIN_GZIP_BYTES]));

const ACCOUNT = { email: 'customer@example.com', password: 'keepsake-demo' };

async function signIn(context: BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${appUrl}/`);
  await page.getByLabel('Email address', { exact: true }).fill(ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.origin === appUrl, { timeout: 30_000 });
  await page.close();
}

interface Row {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  /** The same files' bodies as the browser received them (encoded). */
  transferred: number;
  /** The dictionary script's gzip bytes (not in `gzip`). */
  dictionary: number;
}

async function measure(context: BrowserContext, appUrl: string, route: string): Promise<Row> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  const sent = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    const isJs = type === 'script' || /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(response.url());
    if (isJs && response.status() === 200 && !bodies.has(response.url())) {
      bodies.set(response.url(), response.body().catch(() => null));
      sent.set(response.url(), response.finished().then(() => response.request().sizes().then((s) => s.responseBodySize)).catch(() => 0));
    }
  });
  await page.goto(`${appUrl}${route}`, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  if (finalPath !== route) console.warn(`  note: ${route} ended on ${page.url()}`);
  let raw = 0;
  let gzip = 0;
  let transferred = 0;
  let files = 0;
  let dictionary = 0;
  for (const [url, pending] of bodies) {
    const body = await pending;
    if (!body) continue;
    if (new URL(url).pathname.startsWith('/locales/')) {
      dictionary += gzipSync(body, { level: 9 }).length;
      continue;
    }
    files += 1;
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    transferred += await sent.get(url)!;
  }
  await page.close();
  return { route, files, raw, gzip, transferred, dictionary };
}

function printTable(rows: Row[]): void {
  const fmt = (n: number) => n.toLocaleString('en-GB');
  const header = ['route', 'files', 'raw bytes', 'gzip bytes', 'above floor', 'budget', 'within', 'transferred', 'dictionary gzip'];
  const lines = rows.map((r) => {
    const budget = BUDGETS[r.route];
    return [
      r.route,
      String(r.files),
      fmt(r.raw),
      fmt(r.gzip),
      fmt(r.gzip - FLOOR_GZIP_BYTES),
      budget === undefined ? '-' : fmt(budget),
      budget === undefined ? '-' : r.gzip <= budget ? `yes, ${fmt(budget - r.gzip)} left` : 'NO',
      fmt(r.transferred),
      fmt(r.dictionary),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nJavaScript per route, first visit, signed in (floor ${fmt(FLOOR_GZIP_BYTES)} bytes gzip)\n`);
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(row(l));
}

async function main(): Promise<void> {
  ensureBuild();
  const server = await startServer();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const signInContext = await browser.newContext();
    await signIn(signInContext, server.appUrl);
    const storageState = await signInContext.storageState();
    await signInContext.close();

    const rows: Row[] = [];
    for (const route of ROUTES) {
      // A fresh context per route: nothing cached, the bytes of a first visit.
      const context = await browser.newContext({ storageState });
      rows.push(await measure(context, server.appUrl, route));
      await context.close();
    }
    printTable(rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
