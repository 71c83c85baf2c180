/**
 * Bundle bytes per route: the JavaScript a signed-in customer's browser loads on a first visit
 * to each route (entry, route chunks, module preloads), raw and gzip level 9, against the
 * bare-Remix floor. It prints figures; it asserts nothing.
 *
 *   npx tsx bench/bundle.ts        (builds first when build/ is missing)
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH } from '../tests/e2e/support/env';

/** The routes measured, in order. Add each route as it is built. */
const ROUTES = ['/', '/signed-out', '/cookies-blocked'];

/** JavaScript any bare Remix v2 page loads, gzip (STACK.md, "Measured floors"). */
const FLOOR_GZIP_BYTES = 86_132;
/** Budget per route, gzip bytes (routes without one print "-"). */
const BUDGETS: Record<string, number> = {
  '/': FLOOR_GZIP_BYTES + 15_360,
};

const ACCOUNT = { email: 'customer@example.com', password: 'keepsake-demo' };
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

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
}

async function measure(context: BrowserContext, appUrl: string, route: string): Promise<Row> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    const isJs = type === 'script' || /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(response.url());
    if (isJs && response.status() === 200 && !bodies.has(response.url())) {
      bodies.set(response.url(), response.body().catch(() => null));
    }
  });
  await page.goto(`${appUrl}${route}`, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  if (finalPath !== route) console.warn(`  note: ${route} ended on ${page.url()}`);
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const body of await Promise.all(bodies.values())) {
    if (!body) continue;
    files += 1;
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  await page.close();
  return { route, files, raw, gzip };
}

function printTable(rows: Row[]): void {
  const fmt = (n: number) => n.toLocaleString('en-GB');
  const header = ['route', 'files', 'raw bytes', 'gzip bytes', 'above floor', 'budget', 'within'];
  const lines = rows.map((r) => {
    const budget = BUDGETS[r.route];
    return [
      r.route,
      String(r.files),
      fmt(r.raw),
      fmt(r.gzip),
      fmt(r.gzip - FLOOR_GZIP_BYTES),
      budget === undefined ? '-' : fmt(budget),
      budget === undefined ? '-' : r.gzip <= budget ? 'yes' : 'NO',
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
  process.chdir(ROOT);
  if (!existsSync(path.join(ROOT, 'build', 'server', 'index.js'))) {
    console.log('No production build: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const port = await freePort();
  let platformPort = await freePort();
  while (platformPort === port) platformPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keepsake-bench-'));
  const appUrl = `http://localhost:${port}`;

  const server = spawn('npx', ['tsx', 'server.ts'], {
    env: { ...process.env, PORT: String(port), PLATFORM_PORT: String(platformPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited && server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    await waitForHealth(`${appUrl}/healthz`, 180_000, () => exited);
    const signInContext = await browser.newContext();
    await signIn(signInContext, appUrl);
    const storageState = await signInContext.storageState();
    await signInContext.close();

    const rows: Row[] = [];
    for (const route of ROUTES) {
      // A fresh context per route: nothing cached, the bytes of a first visit.
      const context = await browser.newContext({ storageState });
      rows.push(await measure(context, appUrl, route));
      await context.close();
    }
    printTable(rows);
  } finally {
    await browser.close();
    stop();
    await Promise.race([
      new Promise((r) => (exited ? r(null) : server.once('exit', r))),
      new Promise((r) => setTimeout(r, 5_000)),
    ]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
