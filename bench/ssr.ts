/**
 * SSR requests/s per page against a bare Remix page (docs/performance.md): Keepsake's production build (`npx tsx server.ts`: the app
 * in a cluster, the embedded platform in its own process) against a bare Remix v2 page built and served by
 * remix-serve in the same run (the floor). The demo customer is signed in over HTTP and has a
 * library of 300 photos. Each page is loaded with autocannon, 20 connections, `--seconds` each,
 * in two interleaved rounds (floor, page, floor, page…); prints requests/s, p50, p99, non-200
 * answers, HTML bytes and each page's ratio to the floor (the mean of the two rounds), and the
 * server's CPU milliseconds per request (its whole process group, from /proc) with the same ratio.
 * Before the rounds, the floor and each page are loaded for `--warmup` seconds, not recorded: a
 * fresh server settles under load (JIT, heap sizes) over tens of seconds, the bare page within
 * ten, the timeline over about forty (docs/performance.md, the ninth SSR round of 2026-11-27); the figures
 * are those of servers as they run in production, settled.
 * Requests carry no headers but the cookie, as autocannon sends them: the answers are not
 * compressed. `--browser` sends what Chromium sends with a page's request (Accept-Encoding
 * among them): each server then compresses, and the fixed cost of a compressor per answer
 * (brotli's especially) weighs far more on the bare page than on ours, so the ratios read
 * higher; the default is the stricter reading (docs/performance.md, 2026-12-06).
 * It prints figures; it asserts nothing.
 *
 *   npx tsx bench/ssr.ts [--seconds 8] [--rounds 2] [--warmup 20] [--pages /,/orders] [--browser]
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBareRemix } from './support/bare-remix';
import { groupCpuMs } from './support/cpu';
import { signedInLibrary } from './support/library';
import { ensureBuild } from './support/server';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '20' },
    pages: { type: 'string' },
    browser: { type: 'boolean', default: false },
  },
});
const WARMUP = Number(values.warmup);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = 20;
const PHOTOS = 300;
/** What Chromium sends with a page's request (a navigation), cookies aside. */
const BROWSER_HEADERS: Record<string, string> = !values.browser
  ? {}
  : {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'accept-language': 'en-GB,en;q=0.9',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    };

interface Figures {
  rps: number;
  /** Server CPU milliseconds per request (its whole process group). */
  cpu: number;
  p50: number;
  p99: number;
  bad: number;
}

async function load(url: string, cookie: string, pgid: number, seconds = SECONDS): Promise<Figures> {
  const cpu0 = groupCpuMs(pgid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS });
  const cpu = (groupCpuMs(pgid) - cpu0) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, cpu, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts };
}

async function main(): Promise<void> {
  ensureBuild();
  const bare = await startBareRemix();
  try {
    const { server, cookie, photoId, albumId, stop } = await signedInLibrary({ photos: PHOTOS });
    try {
      const all = ['/signed-out', '/', '/orders', '/settings', '/my-photos/photos', `/my-photos/photos/preview/${photoId}`, `/my-photos/albums/${albumId}`];
      // `--pages /,/orders` measures some of them (for trying a change; the report measures all).
      const chosen = values.pages?.split(',');
      const pages = chosen ? all.filter((p) => chosen.some((c) => p === c || p.startsWith(`${c}/`))) : all;
      const bytes = new Map<string, number>();
      for (const page of pages) {
        const res = await fetch(`${server.appUrl}${page}`, { headers: { cookie: page === '/signed-out' ? '' : cookie }, redirect: 'manual' });
        const html = await res.text();
        bytes.set(page, Buffer.byteLength(html));
        if (res.status !== 200) console.log(`note: ${page} answered ${res.status}`);
        // One such character makes the server hold the whole document in two bytes a character:
        // flattening and encoding it cost twice as much (docs/performance.md, 2026-12-06, sixth session).
        const wide = [...new Set(html.match(/[\u0100-\u{10ffff}]/gu))];
        if (wide.length > 0) console.log(`note: ${page} has characters outside Latin-1: ${wide.join(' ')}`);
      }
      const floor: Figures[] = [];
      const measured = new Map<string, Figures[]>(pages.map((p) => [p, []]));
      if (WARMUP > 0) {
        await load(bare.url, '', bare.pgid, WARMUP);
        for (const page of pages) await load(`${server.appUrl}${page}`, page === '/signed-out' ? '' : cookie, server.pgid, WARMUP);
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const page of pages) {
          floor.push(await load(bare.url, '', bare.pgid));
          measured.get(page)!.push(await load(`${server.appUrl}${page}`, page === '/signed-out' ? '' : cookie, server.pgid));
        }
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const floorRps = mean(floor.map((f) => f.rps));
      console.log(`SSR, autocannon ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds after ${WARMUP} s of warm-up per target; ${PHOTOS} photos; ${values.browser ? "a browser's request headers (compressed answers)" : 'no request headers but the cookie (answers not compressed)'}.`);
      const floorCpu = mean(floor.map((f) => f.cpu));
      console.log(`Floor (bare Remix v2 page, remix-serve): ${Math.min(...floor.map((f) => f.rps)).toFixed(0)}–${Math.max(...floor.map((f) => f.rps)).toFixed(0)} req/s, mean ${floorRps.toFixed(0)}; ${floorCpu.toFixed(2)} CPU ms per request.\n`);
      console.log('| page | HTML bytes | req/s (rounds) | p50 ms | p99 ms | non-2xx | ratio to floor | CPU ms/request | CPU ratio |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const [page, runs] of measured) {
        const label = page.replace(photoId, ':photo').replace(albumId, ':album');
        const rps = runs.map((r) => r.rps.toFixed(0)).join(' / ');
        const p50 = Math.max(...runs.map((r) => r.p50));
        const p99 = Math.max(...runs.map((r) => r.p99));
        const bad = runs.reduce((a, r) => a + r.bad, 0);
        const cpu = mean(runs.map((r) => r.cpu));
        const ratio = (mean(runs.map((r) => r.rps)) / floorRps).toFixed(2);
        console.log(`| ${label} | ${bytes.get(page)!.toLocaleString('en-GB')} | ${rps} | ${p50} | ${p99} | ${bad} | ${ratio} | ${cpu.toFixed(2)} | ${(floorCpu / cpu).toFixed(2)} |`);
      }
      console.log('\np50 and p99: the larger of the rounds. Ratio: mean req/s of the page over mean req/s of the floor.');
      console.log("CPU ms/request: the server's whole process group (app and platform) over the run; CPU ratio: the floor's over the page's,");
      console.log('the ratio requests/s would have on an otherwise idle core (other load on the machine moves it far less than requests/s).');
    } finally {
      await stop();
    }
  } finally {
    await bare.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
