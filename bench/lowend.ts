/**
 * A low-end phone on a poor network (decision 2411): Debian's Chromium with the CPU slowed 6×
 * (CDP Emulation.setCPUThrottlingRate), 400 kbit/s down and up with 400 ms of latency
 * (Network.emulateNetworkConditions), a 360 × 740 viewport and a fresh context (cold cache)
 * per load. It opens `/`, `/my-photos/photos` and `/orders` signed in (the demo customer with
 * 300 photos) and a bare Remix v2 page built in the same run (bench/support/bare-remix.ts), each
 * with JavaScript on and off, `--runs` times in turn, and prints the medians of TTFB, FCP, LCP
 * (Chrome's, and its last candidate before hydration: the server's HTML, without what the
 * scripts add after) and the time until hydrated (when the root's effect sets `<html data-js>`, marked by an init
 * script's observer; the bare page sets the same), then the bytes the browser transferred (headers and bodies as they
 * came over the wire) and the files, by type, and the bytes done by the time it hydrated. It prints
 * figures and ratios; it asserts nothing. With `--waterfall`, each load's requests also go to stderr: when asked for, answered and done
 * (seconds from navigation), KiB, priority, type and path, those done after hydration marked.
 *
 *   npx tsx bench/lowend.ts [--runs 3] [--pages /,/orders] [--waterfall]
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { CHROMIUM_LAUNCH, CONSENTED_STATE } from '../tests/e2e/support/env';
import { startBareRemix } from './support/bare-remix';
import { signedInLibrary } from './support/library';
import { ensureBuild } from './support/server';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' }, waterfall: { type: 'boolean', default: false } } });
const RUNS = Number(values.runs);
const PHOTOS = 300;
const CPU_SLOWDOWN = 6;
/** 400 kbit/s in bytes per second, each way. */
const THROUGHPUT = 400_000 / 8;
const LATENCY_MS = 400;
const VIEWPORT = { width: 360, height: 740 };
/** The attribute the root sets on <html> once hydrated (app/lib/boot-script.ts HYDRATED_ATTRIBUTE). */
const HYDRATED_ATTRIBUTE = 'data-js';
/** The performance mark this bench's init script sets when that attribute appears. */
const HYDRATED_MARK = 'hydrated';

/** Marks the moment the attribute appears (an observer's callback runs in the same task as the effect that sets it). */
const MARK_HYDRATED = `new MutationObserver((records, observer) => {
  if (!document.documentElement?.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)})) return;
  performance.mark(${JSON.stringify(HYDRATED_MARK)});
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: [${JSON.stringify(HYDRATED_ATTRIBUTE)}] });`;
const TYPES = ['Document', 'Stylesheet', 'Script', 'Image', 'Font', 'other'] as const;
type Kind = (typeof TYPES)[number];

interface Load {
  ttfb: number;
  fcp: number;
  /** Chrome's largest contentful paint: its last candidate. */
  lcp: number;
  /** Its last candidate before hydration (without JavaScript, the same): the largest paint of the server's HTML. */
  htmlLcp: number;
  /** When the last photo the first screen shows had come (NaN: it shows none). */
  photos: number;
  /** NaN without JavaScript, or when the page never hydrated. */
  hydrated: number;
  bytes: Record<Kind, number>;
  files: Record<Kind, number>;
  /** Transferred by the time the page hydrated (NaN without JavaScript). */
  beforeHydration: number;
}

interface Transfer {
  kind: Kind;
  path: string;
  priority: string;
  /** Seconds from navigation. */
  asked: number;
  answered: number;
  done: number;
  bytes: number;
}

/**
 * FCP and the hydrated mark in ms from navigation (NaN where missing), and the time
 * origin: read synchronously, as a page without JavaScript runs no timer or observer callback.
 * (A string: tsx would wrap a function's helpers in a `__name` the page lacks.)
 */
const READ_TIMINGS = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint', 'paint')[0];
  const hydrated = performance.getEntriesByName(${JSON.stringify(HYDRATED_MARK)}, 'mark')[0];
  return { origin: performance.timeOrigin, responseStart: navigation.responseStart, fcp: fcp ? fcp.startTime : NaN, hydrated: hydrated ? hydrated.startTime : NaN };
})()`;

/** The addresses of the images the first screen shows, without their origin (read synchronously, as READ_TIMINGS). */
const FIRST_SCREEN_IMAGES = `[...document.images].map((i) => [i.getBoundingClientRect(), i.currentSrc || i.src])
  .filter(([r]) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth)
  .map(([, src]) => src.replace(/^\\w+:\\/\\/[^/]+/, ''))`;

/** The page's largest-contentful-paint candidates (ms since the epoch), through the DevTools protocol, JavaScript or not. */
async function lcpCandidates(cdp: CDPSession): Promise<number[]> {
  const times: number[] = [];
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    if (event.lcpDetails) times.push(1000 * (event.lcpDetails.renderTime || event.lcpDetails.loadTime));
  });
  // The events buffered so far arrive before this returns.
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
  return times;
}

const zero = () => Object.fromEntries(TYPES.map((t) => [t, 0])) as Record<Kind, number>;

/**
 * Each request's transfer, from the DevTools protocol's own accounting (bytes as they came over
 * the wire, headers included), timed from the navigation's request; and the time to the
 * document's first byte as the throttled network delivered it (the navigation timing's
 * responseStart is taken before the emulated latency).
 */
function recordTransfers(cdp: CDPSession): () => { ttfb: number; transfers: Transfer[] } {
  const asked = new Map<string, { path: string; priority: string; at: number }>();
  const answered = new Map<string, { kind: Kind; at: number }>();
  const transfers: Transfer[] = [];
  let start = NaN;
  let ttfb = NaN;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (Number.isNaN(start)) start = e.timestamp;
    if (!asked.has(e.requestId)) asked.set(e.requestId, { path: e.request.url.replace(/^\w+:\/\/[^/]+/, ''), priority: e.request.initialPriority, at: e.timestamp - start });
  });
  cdp.on('Network.responseReceived', (e) => {
    const kind = (TYPES as readonly string[]).includes(e.type) ? (e.type as Kind) : 'other';
    answered.set(e.requestId, { kind, at: e.timestamp - start });
    if (e.type === 'Document' && Number.isNaN(ttfb)) ttfb = 1000 * (e.timestamp - start);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = asked.get(e.requestId);
    const response = answered.get(e.requestId);
    if (!request || !response) return;
    transfers.push({ kind: response.kind, path: request.path, priority: request.priority, asked: request.at, answered: response.at, done: e.timestamp - start, bytes: e.encodedDataLength });
  });
  return () => ({ ttfb, transfers: [...transfers] });
}

function byType(transfers: Transfer[]): Pick<Load, 'bytes' | 'files'> {
  const bytes = zero();
  const files = zero();
  for (const t of transfers) {
    bytes[t.kind] += t.bytes;
    files[t.kind] += 1;
  }
  return { bytes, files };
}

function printWaterfall(title: string, transfers: Transfer[], hydrated: number): void {
  console.error(`\n${title}: hydrated at ${seconds(hydrated)} s`);
  for (const t of [...transfers].sort((a, b) => a.asked - b.asked)) {
    const after = t.done * 1000 > hydrated ? '  (after hydration)' : '';
    console.error(`${[t.asked, t.answered, t.done].map((x) => x.toFixed(2).padStart(6)).join(' ')} ${kib(t.bytes).padStart(6)} ${t.priority.padEnd(8)} ${t.kind.padEnd(10)} ${t.path.slice(0, 70)}${after}`);
  }
}

async function measure(browser: Browser, url: string, js: boolean, cookies: { name: string; value: string }[], title: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    javaScriptEnabled: js,
    storageState: { ...CONSENTED_STATE, cookies: [...CONSENTED_STATE.cookies, ...cookies.map((c) => ({ ...CONSENTED_STATE.cookies[0]!, ...c }))] },
  });
  try {
    await context.addInitScript(MARK_HYDRATED);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: THROUGHPUT, uploadThroughput: THROUGHPUT });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const recorded = recordTransfers(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    if (js) await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, HYDRATED_MARK, { timeout: 120_000 }).catch(() => null);
    // Whatever the page still fetches after its load (images below the first screen, say) is counted too.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => null);
    const candidates = await lcpCandidates(cdp);
    const { origin, fcp, hydrated } = (await page.evaluate(READ_TIMINGS)) as Pick<Load, 'fcp' | 'hydrated'> & { origin: number };
    const lcps = candidates.map((t) => t - origin);
    // Before hydration: the server's HTML. After it, a larger element the scripts add (the care widget's launcher on /) is a new candidate.
    const beforeHydration = lcps.filter((t) => !(t > hydrated));
    const { ttfb, transfers } = recorded();
    if (values.waterfall) printWaterfall(title, transfers, hydrated);
    // A photo is painted in the frame after its bytes come (decoding aside): their time stands for its paint.
    const came = ((await page.evaluate(FIRST_SCREEN_IMAGES)) as string[]).map((path) => transfers.find((t) => t.kind === 'Image' && t.path === path)?.done ?? NaN);
    const photos = came.length === 0 ? NaN : came.some(Number.isNaN) ? Infinity : 1000 * Math.max(...came);
    const early = transfers.filter((t) => !(t.done * 1000 > hydrated)).reduce((sum, t) => sum + t.bytes, 0);
    return { ttfb, fcp, hydrated, photos, lcp: lcps.at(-1) ?? NaN, htmlLcp: beforeHydration.at(-1) ?? NaN, ...byType(transfers), beforeHydration: js ? early : NaN };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};
const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : ms === Infinity ? '∞' : (ms / 1000).toFixed(2));
const kib = (b: number) => (b / 1024).toFixed(1);

function summary(loads: Load[]): Load {
  const pick = (f: (l: Load) => number) => median(loads.map(f));
  return {
    ttfb: pick((l) => l.ttfb),
    fcp: pick((l) => l.fcp),
    lcp: pick((l) => l.lcp),
    htmlLcp: pick((l) => l.htmlLcp),
    hydrated: pick((l) => l.hydrated),
    photos: pick((l) => l.photos),
    beforeHydration: pick((l) => l.beforeHydration),
    bytes: Object.fromEntries(TYPES.map((t) => [t, pick((l) => l.bytes[t])])) as Record<Kind, number>,
    files: Object.fromEntries(TYPES.map((t) => [t, pick((l) => l.files[t])])) as Record<Kind, number>,
  };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  ensureBuild();
  const bare = await startBareRemix();
  const library = await signedInLibrary({ photos: PHOTOS });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const token = library.cookie.slice(library.cookie.indexOf('=') + 1);
    const signedIn = [{ name: 'auth_access_token', value: token }];
    const all = [
      { name: 'bare Remix page', url: bare.url, cookies: [] },
      ...['/', '/my-photos/photos', '/orders'].map((p) => ({ name: p, url: `${library.server.appUrl}${p}`, cookies: signedIn })),
    ];
    const chosen = values.pages?.split(',');
    const pages = chosen ? all.filter((p) => p.name.startsWith('bare') || chosen.includes(p.name)) : all;
    // Each page once before the runs, not measured: a fresh server's first render of a page is slower.
    for (const page of pages) await fetch(page.url, { headers: { cookie: page.cookies.map((c) => `${c.name}=${c.value}`).join('; ') } }).then((r) => r.text());
    const loads = new Map<string, Load[]>();
    // In turn, so a passing load on the machine touches every page alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        for (const js of [true, false]) {
          const key = `${page.name}\t${js}`;
          const t0 = Date.now();
          const load = await measure(browser, page.url, js, page.cookies, `run ${run + 1}: ${page.name}, JS ${js ? 'on' : 'off'}`);
          loads.set(key, [...(loads.get(key) ?? []), load]);
          console.error(`run ${run + 1}: ${page.name}, JS ${js ? 'on' : 'off'}: LCP ${seconds(load.lcp)} s, photos ${seconds(load.photos)} s, hydrated ${seconds(load.hydrated)} s (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
        }
      }
    }
    const results = pages.flatMap((p) => [true, false].map((js) => ({ page: p.name, js, ...summary(loads.get(`${p.name}\t${js}`)!) })));
    const bareHydrated = results.find((r) => r.page === 'bare Remix page' && r.js)!.hydrated;

    console.log(
      `Low-end phone on a poor network: Chromium, CPU ${CPU_SLOWDOWN}× slower, ${THROUGHPUT * 8 / 1000} kbit/s each way, ${LATENCY_MS} ms latency, ` +
        `${VIEWPORT.width} × ${VIEWPORT.height}, cold cache; medians of ${RUNS} loads each, seconds from navigation\n`,
    );
    console.log(
      table(
        ['page', 'JS', 'TTFB', 'FCP', 'LCP', 'LCP JS / no JS', 'HTML LCP', 'HTML LCP JS / no JS', 'photos', 'photos JS / no JS', 'hydrated', 'hydrated / bare'],
        results.map((r) => {
          const noJs = results.find((o) => o.page === r.page && !o.js)!;
          return [
            r.page,
            r.js ? 'on' : 'off',
            seconds(r.ttfb),
            seconds(r.fcp),
            seconds(r.lcp),
            r.js ? (r.lcp / noJs.lcp).toFixed(2) : '',
            seconds(r.htmlLcp),
            r.js ? (r.htmlLcp / noJs.htmlLcp).toFixed(2) : '',
            seconds(r.photos),
            r.js ? (r.photos / noJs.photos).toFixed(2) : '',
            seconds(r.hydrated),
            r.js ? (r.hydrated / bareHydrated).toFixed(2) : '',
          ];
        }),
      ),
    );
    console.log(
      "\nLCP: Chrome's (its last candidate); HTML LCP: the last candidate before hydration, the largest paint of the server's HTML (a larger element the scripts add later, such as the home page's care widget launcher, is a new candidate); " +
        'photos: when the last photo of the first screen had come (∞: one never came).',
    );
    console.log('\nTransferred (KiB, headers included) and files, by type\n');
    console.log(
      table(
        ['page', 'JS', ...TYPES.map((t) => `${t.toLowerCase()} KiB (files)`), 'total KiB', 'before hydration KiB'],
        results.map((r) => [
          r.page,
          r.js ? 'on' : 'off',
          ...TYPES.map((t) => `${kib(r.bytes[t])} (${r.files[t]})`),
          kib(TYPES.reduce((sum, t) => sum + r.bytes[t], 0)),
          Number.isNaN(r.beforeHydration) ? '' : kib(r.beforeHydration),
        ]),
      ),
    );
  } finally {
    await browser.close();
    await library.stop();
    await bare.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
