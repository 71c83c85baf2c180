/**
 * Download archive throughput and memory. Seeds 100 photos of 2–5 MB (noise JPEGs made with
 * sharp, each in its own media folder, rows inserted directly), then:
 *   - copies the 100 originals with fs.copyFile into a temp folder (the baseline),
 *   - builds the zip with the same writeZip the download service uses (stored entries),
 *   - builds one end to end: POST /download-api/downloads on a running platform until READY,
 * printing MB/s of each and zip / copy (goal ≥ 0.8), and samples the process's RSS and heap
 * during the zip build (peak after 25, 50, 75 and 100 photos: flat when memory is constant).
 * Prints figures, asserts nothing.
 *
 * The machine is shared (2 CPUs), so one copy or build can take twice as long as the next: after
 * one warm-up of each, copy and zip run in pairs (copy first in odd rounds, zip first in even
 * ones), and the ratio is the median of the pairs' ratios, each taken under the same load, with
 * its spread. CPU time (user + system of every thread, the kernel's copy included) is printed
 * beside it: other load changes it far less than wall time. So is the load average before and
 * after, to tell a disturbed run.
 *
 *   npx tsx bench/download.ts [--photos 100] [--runs 9]
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openDatabase } from '../platform/db/open';
import type { Photo } from '../platform/db/schema';
import { downloadsRoot } from '../platform/download-api/archive-files';
import { writeZip, type ZipSource } from '../platform/download-api/zip';
import { startPlatform } from '../platform/index';
import { mediaRoot, ORIGINAL_FILE } from '../platform/photo-api/ingest/storage';
import { addToCounts } from '../platform/photo-api/library/counts';
import { signInOverHttp } from '../tests/support/oidc-http';
import { createAccount, PASSWORD } from '../tests/support/photo-library';

const { values } = parseArgs({ options: { photos: { type: 'string', default: '100' }, runs: { type: 'string', default: '9' } } });
const COUNT = Number(values.photos);
const RUNS = Number(values.runs);
const SIZES: [number, number][] = [
  [2400, 1800],
  [2800, 2100],
  [3200, 2400],
  [3400, 2550],
];
const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-bench-download-'));
const CLIENT = { clientId: 'bench', clientSecret: 'bench-secret-0123456789abcdef', redirectUri: 'http://localhost:9/cb' };

async function seed(accountId: string): Promise<ZipSource[]> {
  console.log(`Generating ${SIZES.length} source JPEGs with sharp…`);
  const sources = await Promise.all(
    SIZES.map(([width, height], i) =>
      sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 + i } } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
  const { db, close } = await openDatabase(dataDir);
  const rows: Photo[] = [];
  const zipSources: ZipSource[] = [];
  const now = new Date().toISOString();
  for (let i = 0; i < COUNT; i += 1) {
    const id = randomUUID();
    const storageKey = `${accountId}/${id}`;
    const dir = path.join(mediaRoot(dataDir), storageKey);
    fs.mkdirSync(dir, { recursive: true });
    const data = sources[i % sources.length] as Buffer;
    const [width, height] = SIZES[i % SIZES.length] as [number, number];
    fs.writeFileSync(path.join(dir, ORIGINAL_FILE), data);
    rows.push({
      id,
      account_id: accountId,
      upload_id: id,
      local_file_name: `IMG_${String(i + 1).padStart(4, '0')}.jpg`,
      mime_type: 'image/jpeg',
      bytes: data.length,
      width,
      height,
      visible_width: width,
      visible_height: height,
      date_taken: null,
      month_key: 'unknown/0',
      created: now,
      upload_end: now,
      storage_key: storageKey,
      thumbnails: '[]',
    });
    zipSources.push({ file: path.join(dir, ORIGINAL_FILE), name: rows[i]?.local_file_name ?? '', size: data.length, mtime: new Date() });
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('photos').values(rows).execute();
    await addToCounts(trx, rows);
  });
  await close();
  return zipSources;
}

/** User + system CPU milliseconds of this process (all its threads) since `since`. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function timeCopy(sources: ZipSource[]): Promise<{ ms: number; cpu: number }> {
  const dir = fs.mkdtempSync(path.join(dataDir, 'copy-'));
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const s of sources) await fs.promises.copyFile(s.file, path.join(dir, s.name));
  const ms = performance.now() - started;
  const used = cpuMs(cpu);
  fs.rmSync(dir, { recursive: true, force: true });
  return { ms, cpu: used };
}

interface Memory {
  rss: number;
  heapUsed: number;
}

async function timeZip(sources: ZipSource[], sample: boolean): Promise<{ ms: number; cpu: number; bytes: number; peaks: Map<number, Memory>; start: Memory }> {
  const target = path.join(dataDir, `bench-${randomUUID()}.zip.part`);
  const peaks = new Map<number, Memory>();
  const start = process.memoryUsage();
  let peak: Memory = { rss: start.rss, heapUsed: start.heapUsed };
  const marks = new Set([Math.round(COUNT / 4), Math.round(COUNT / 2), Math.round((COUNT * 3) / 4), COUNT]);
  const tick = () => {
    const m = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
  };
  const timer = sample ? setInterval(tick, 5) : undefined;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await writeZip(sources, target, {
    onEntry: (done) => {
      if (!sample) return;
      tick();
      if (marks.has(done)) peaks.set(done, { ...peak });
    },
  });
  const ms = performance.now() - started;
  const used = cpuMs(cpu);
  if (timer) clearInterval(timer);
  const bytes = fs.statSync(target).size;
  fs.rmSync(target);
  return { ms, cpu: used, bytes, peaks, start: { rss: start.rss, heapUsed: start.heapUsed } };
}

async function endToEnd(origin: string, token: string, ids: string[]): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${origin}/download-api/downloads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ photoIds: ids }),
  });
  if (res.status !== 202) throw new Error(`POST /downloads: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const { items } = (await (await fetch(`${origin}/download-api/downloads`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      items: { id: string; status: string; bytes?: number }[];
    };
    const item = items.find((x) => x.id === id);
    if (item?.status === 'READY') return { ms: performance.now() - started, bytes: item.bytes ?? 0 };
    if (item?.status === 'FAILED') throw new Error('archive FAILED');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The value at fraction `p` of the sorted values (0: the least, 0.5: the median, 1: the largest). */
const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.round((xs.length - 1) * p)] ?? 0;
const median = (xs: number[]) => quantile(xs, 0.5);
/** 'median (least–largest)', with `digits` decimals. */
const spread = (xs: number[], digits = 0) => `${median(xs).toFixed(digits)} (${quantile(xs, 0).toFixed(digits)}–${quantile(xs, 1).toFixed(digits)})`;
const load = () => os.loadavg()[0]!.toFixed(1);

const platform = await startPlatform({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  issuer: 'http://localhost:0/idp',
  clientId: CLIENT.clientId,
  clientSecret: CLIENT.clientSecret,
  redirectUris: [CLIENT.redirectUri],
  postLogoutRedirectUris: ['http://localhost:9/'],
  accessTokenTtl: 3600,
  production: true,
  seed: false,
  log: () => {},
});
try {
  const rssAtStart = process.memoryUsage().rss;
  const accountId = await createAccount(dataDir, 'bench-download@example.com');
  const sources = await seed(accountId);
  sharp.cache(false); // drop libvips' cache of the generated images before measuring memory
  const rssAfterSeed = process.memoryUsage().rss;
  const total = sources.reduce((sum, s) => sum + s.size, 0);
  console.log(`${COUNT} photos, ${mb(total)} MB (${mb(Math.min(...sources.map((s) => s.size)))}–${mb(Math.max(...sources.map((s) => s.size)))} MB each); ${os.cpus().length} CPUs, Node ${process.version}`);

  // Warm the page cache, the staging buffers and the code for both, then measure in pairs, alternating which goes first.
  const loadBefore = load();
  await timeCopy(sources);
  await timeZip(sources, false);
  const copies: { ms: number; cpu: number }[] = [];
  const zips: { ms: number; cpu: number }[] = [];
  let zipBytes = 0;
  for (let r = 0; r < RUNS; r += 1) {
    const zipFirst = r % 2 === 1;
    const zip = async () => {
      const z = await timeZip(sources, false);
      zips.push(z);
      zipBytes = z.bytes;
    };
    if (zipFirst) await zip();
    copies.push(await timeCopy(sources));
    if (!zipFirst) await zip();
  }
  const rate = (ms: number) => (total / MB / (ms / 1000)).toFixed(0);
  const ratios = copies.map((c, i) => c.ms / zips[i]!.ms);
  const cpuRatios = copies.map((c, i) => c.cpu / zips[i]!.cpu);
  const ms = (xs: { ms: number }[]) => xs.map((x) => x.ms);
  const cpu = (xs: { cpu: number }[]) => xs.map((x) => x.cpu);
  console.log(`\n${RUNS} pairs after a warm-up; median (least–largest); load average ${loadBefore} before, ${load()} after`);
  console.log(`copy (fs.copyFile)  : ${spread(ms(copies))} ms  ${rate(median(ms(copies)))} MB/s   CPU ${spread(cpu(copies))} ms`);
  console.log(`zip  (writeZip)     : ${spread(ms(zips))} ms  ${rate(median(ms(zips)))} MB/s   CPU ${spread(cpu(zips))} ms   (archive ${mb(zipBytes)} MB, overhead ${(zipBytes - total).toLocaleString('en-GB')} bytes)`);
  console.log(`ratio zip / copy    : ${spread(ratios, 2)}  (goal ≥ 0.8; each pair's copy ms / zip ms)`);
  console.log(`CPU   copy / zip    : ${spread(cpuRatios, 2)}`);
  console.log(`each pair's ratio   : ${ratios.map((x) => x.toFixed(2)).join(', ')}`);

  const { accessToken } = await signInOverHttp({ issuer: `${platform.origin}/idp`, ...CLIENT, email: 'bench-download@example.com', password: PASSWORD });
  const { db, close } = await openDatabase(dataDir);
  const ids = (await db.selectFrom('photos').select('id').where('account_id', '=', accountId).orderBy('local_file_name').execute()).map((r) => r.id);
  await close();
  const e2e = await endToEnd(platform.origin, accessToken, ids);
  console.log(`end to end (HTTP)   : ${e2e.ms.toFixed(0)} ms  ${(total / MB / (e2e.ms / 1000)).toFixed(0)} MB/s   (POST /downloads → READY, ${mb(e2e.bytes)} MB in ${path.relative(dataDir, downloadsRoot(dataDir))}/)`);

  const sampled = await timeZip(sources, true);
  console.log(`\nRSS: ${mb(rssAtStart)} MB with the platform started, ${mb(rssAfterSeed)} MB after generating the JPEGs with sharp (not released to the OS)`);
  console.log(`memory during one build (start: RSS ${mb(sampled.start.rss)} MB, heap ${mb(sampled.start.heapUsed)} MB)`);
  console.log('  photos   written MB   peak RSS MB   peak heapUsed MB');
  let written = 0;
  const cumulative = sources.map((s) => (written += s.size));
  for (const [done, m] of [...sampled.peaks.entries()].sort((a, b) => a[0] - b[0])) {
    console.log(`  ${String(done).padStart(6)}   ${mb(cumulative[done - 1] ?? 0).padStart(10)}   ${mb(m.rss).padStart(11)}   ${mb(m.heapUsed).padStart(16)}`);
  }
} finally {
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
