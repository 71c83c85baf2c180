/**
 * The timeline in the browser at 100,000 photos on a low-end phone (decisions 2200, 2203): seeds the library
 * (bench/support/library.ts), opens /my-photos/photos in Debian's Chromium at 390 × 844 with the
 * CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), scrolls 120 wheel steps of 1,200 px 250 ms
 * apart and prints the long tasks (PerformanceObserver 'longtask'), the DOM elements and images
 * (at the end and the most seen), and the JS heap after a garbage collection at 1 and 2 minutes
 * (the second minute scrolls on the same way); then jumps to the oldest month and back and
 * times each jump until the month's first photo is on screen. It prints figures; it asserts
 * nothing. A jump uses the page's jump list (with JavaScript in place) when it has one, else
 * the address `?month=` (a new page).
 *
 * `--trace FILE` writes a Chromium trace of the first scroll (the main thread's tasks and V8's
 * CPU samples) for bench/long-tasks.ts, which says what each long task was.
 *
 *   npx tsx bench/scroll.ts [--photos 100000] [--steps 120] [--trace FILE]
 */
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH, CONSENTED_STATE } from '../tests/e2e/support/env';
import { signedInLibrary } from './support/library';
import { ensureBuild } from './support/server';

const { values } = parseArgs({ options: { photos: { type: 'string', default: '100000' }, steps: { type: 'string', default: '120' }, trace: { type: 'string' } } });
const PHOTOS = Number(values.photos);
const STEPS = Number(values.steps);
const STEP_PX = 1_200;
const STEP_MS = 250;
const MINUTE = 60_000;
const TRACE_CATEGORIES = (process.env.TRACE_CATEGORIES ?? 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,toplevel').split(',');

declare global {
  interface Window {
    __longTasks: number[];
  }
}

interface Counts {
  dom: number;
  images: number;
}

const counts = (page: Page) => page.evaluate<Counts>(() => ({ dom: document.getElementsByTagName('*').length, images: document.images.length }));

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 ** 2;
}

/** Wheel steps until `until` (ms since epoch) or `steps` are done; the most DOM elements and images seen. */
async function scroll(page: Page, steps: number, until: number): Promise<Counts> {
  const most = { dom: 0, images: 0 };
  for (let i = 0; i < steps && Date.now() < until; i++) {
    await page.mouse.wheel(0, STEP_PX);
    await page.waitForTimeout(STEP_MS);
    if (i % 10 === 9) {
      const c = await counts(page);
      most.dom = Math.max(most.dom, c.dom);
      most.images = Math.max(most.images, c.images);
    }
  }
  return most;
}

/** Goes to a month and waits until its first photo is loaded and on screen; milliseconds. */
async function jump(page: Page, appUrl: string, key: string): Promise<number> {
  const anchor = `m-${key.replace('/', '-')}`;
  const started = Date.now();
  // With JavaScript the timeline's 'Jump to a month' is a disclosure whose list renders while open (decision 2202).
  const summary = page.locator('details.jump > summary');
  if (await summary.count()) {
    await summary.evaluate((el: HTMLElement) => el.click());
    const link = page.locator(`details.jump a[href$="#${anchor}"]`);
    await link.waitFor({ state: 'attached' });
    await link.evaluate((a: HTMLAnchorElement) => a.click());
  } else await page.goto(`${appUrl}/my-photos/photos?month=${encodeURIComponent(key)}#${anchor}`);
  await page.waitForFunction(
    (id) => {
      const img = document.getElementById(id)?.querySelector('img');
      if (!img || !img.complete || img.naturalWidth === 0) return false;
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    },
    anchor,
    { timeout: 30_000, polling: 50 },
  );
  return Date.now() - started;
}

function percentile(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

async function main(): Promise<void> {
  ensureBuild();
  const library = await signedInLibrary({ photos: PHOTOS });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const token = library.cookie.slice(library.cookie.indexOf('=') + 1);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: { ...CONSENTED_STATE, cookies: [...CONSENTED_STATE.cookies, { ...CONSENTED_STATE.cookies[0]!, name: 'auth_access_token', value: token }] },
    });
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${library.server.appUrl}/my-photos/photos`, { waitUntil: 'load' });
    await page.mouse.move(195, 500);
    await page.evaluate(() => (window.__longTasks = []));

    if (values.trace) await browser.startTracing(page, { path: values.trace, categories: TRACE_CATEGORIES });
    const started = Date.now();
    const most1 = await scroll(page, STEPS, Infinity);
    if (values.trace) await browser.stopTracing();
    const tasks = await page.evaluate(() => window.__longTasks);
    const end = await counts(page);
    const scrolledS = (Date.now() - started) / 1000;
    await page.waitForTimeout(Math.max(0, started + MINUTE - Date.now()));
    const heap1 = await heapMb(cdp);
    const most2 = await scroll(page, Infinity, started + 2 * MINUTE);
    await page.waitForTimeout(Math.max(0, started + 2 * MINUTE - Date.now()));
    const heap2 = await heapMb(cdp);

    const keys = await page.evaluate(() =>
      [...document.querySelectorAll('section.month[id^="m-"]')].map((s) => s.id).filter((id) => /^m-\d+-\d+$/.test(id)),
    );
    const toKey = (id: string) => id.slice(2).replace('-', '/');
    const oldest = toKey(keys[keys.length - 1]!);
    const newest = toKey(keys[0]!);
    const jumpOld = await jump(page, library.server.appUrl, oldest);
    const jumpNew = await jump(page, library.server.appUrl, newest);
    const how = (await page.locator('details.jump').count()) ? 'jump list, in place' : 'address ?month=, a new page';

    const rows: [string, string][] = [
      ['long tasks (> 50 ms) while scrolling', String(tasks.length)],
      ['long tasks over 200 ms', String(tasks.filter((d) => d > 200).length)],
      ['longest task (ms)', percentile(tasks, 100).toFixed(0)],
      ['p95 long task (ms)', percentile(tasks, 95).toFixed(0)],
      ['DOM elements at the end', end.dom.toLocaleString('en-GB')],
      ['images at the end', end.images.toLocaleString('en-GB')],
      ['most DOM elements seen (2 min)', Math.max(most1.dom, most2.dom, end.dom).toLocaleString('en-GB')],
      ['most images seen (2 min)', Math.max(most1.images, most2.images, end.images).toLocaleString('en-GB')],
      ['JS heap after 1 min (MB, after GC)', heap1.toFixed(1)],
      ['JS heap after 2 min (MB, after GC)', heap2.toFixed(1)],
      ['heap ratio 2 min / 1 min', (heap2 / heap1).toFixed(2)],
      [`jump to the oldest month ${oldest} (ms)`, String(jumpOld)],
      [`jump back to the newest month ${newest} (ms)`, String(jumpNew)],
    ];
    console.log(`\nTimeline in the browser: ${PHOTOS.toLocaleString('en-GB')} photos, 390 × 844, CPU 4× slower,`);
    console.log(`${STEPS} wheel steps of ${STEP_PX} px ${STEP_MS} ms apart (${scrolledS.toFixed(0)} s), then on to 2 min; jumps by ${how}\n`);
    const width = Math.max(...rows.map((r) => r[0].length));
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value.padStart(8)}`);
    console.log(`\nthe longest tasks (ms): ${[...tasks].sort((a, b) => b - a).slice(0, 10).map((d) => d.toFixed(0)).join(', ')}`);
    console.log('\ngoals: 0 over 200 ms, p95 ≤ 100 ms, DOM ≤ 5,000, images ≤ 400, heap ratio ≤ 1.2, each jump ≤ 1,000 ms');
  } finally {
    await browser.close();
    await library.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
