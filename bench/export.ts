/**
 * Whole-library export: throughput and memory at 10,000 and 100,000 photos (decision 0716).
 *
 * For each size, in a fresh data directory: a few small noise JPEGs are made with sharp and
 * hard-linked into each photo's media folder (rows inserted directly), then
 *   - the floor: every original copied with fs.copyFile into a temp folder,
 *   - the export: the platform's own ExportService builds the whole library (stored zip chunks,
 *     keyset pages of 500, the same code POST /photo-api/backups runs),
 * printing MB/s and photos/s of each, export / copy (goal ≥ 0.8), and the process's peak RSS and
 * heap during the build, sampled every 5 ms; then the 100k / 10k ratio of the peaks (goal ≤ 1.2).
 * Prints figures, asserts nothing.
 *
 *   npx tsx bench/export.ts [--sizes 10000,100000] [--kb 6]
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openDatabase } from '../platform/db/open';
import type { Photo } from '../platform/db/schema';
import { createMailer } from '../platform/mail/outbox';
import { ExportService } from '../platform/photo-api/exports/service';
import { mediaRoot, ORIGINAL_FILE } from '../platform/photo-api/ingest/storage';
import { createAccount } from '../tests/support/photo-library';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '10000,100000' }, kb: { type: 'string', default: '6' }, child: { type: 'string' }, account: { type: 'string' } },
});
const SIZES = values.sizes.split(',').map(Number);
const MB = 1024 * 1024;
const quiet = () => undefined;

interface Memory {
  rss: number;
  heapUsed: number;
}
interface Result {
  photos: number;
  bytes: number;
  copyMs: number;
  exportMs: number;
  chunks: number;
  start: Memory;
  peak: Memory;
  /** After the build and a full garbage collection: what the process keeps. */
  after: Memory;
}

/** Noise JPEGs of about `kb` KB each (noise keeps them from compressing to nothing). */
async function sources(kb: number): Promise<Buffer[]> {
  const side = Math.round(Math.sqrt(kb * 1024 * 1.6));
  return Promise.all(
    [0, 1, 2, 3].map((i) =>
      sharp({ create: { width: side + i * 4, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 + i } } })
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
}

async function seed(dataDir: string, accountId: string, count: number, files: string[], sizes: number[]): Promise<string[]> {
  const { db, close } = await openDatabase(dataDir);
  const originals: string[] = [];
  const now = new Date().toISOString();
  let batch: Photo[] = [];
  const flush = async () => {
    if (batch.length) await db.insertInto('photos').values(batch).execute();
    batch = [];
  };
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const storageKey = `${accountId}/${id}`;
    const dir = path.join(mediaRoot(dataDir), storageKey);
    fs.mkdirSync(dir, { recursive: true });
    const original = path.join(dir, ORIGINAL_FILE);
    fs.linkSync(files[i % files.length]!, original);
    originals.push(original);
    batch.push({
      id,
      account_id: accountId,
      upload_id: id,
      local_file_name: `IMG_${String(i + 1).padStart(6, '0')}.jpg`,
      mime_type: 'image/jpeg',
      bytes: sizes[i % sizes.length]!,
      width: 100,
      height: 100,
      visible_width: 100,
      visible_height: 100,
      date_taken: null,
      month_key: 'unknown/0',
      created: now,
      upload_end: now,
      storage_key: storageKey,
      thumbnails: '[]',
    });
    if (batch.length === 1000) await flush();
  }
  await flush();
  await close();
  return originals;
}

async function timeCopy(dataDir: string, originals: string[]): Promise<number> {
  const dir = fs.mkdtempSync(path.join(dataDir, 'copy-'));
  const started = performance.now();
  for (const [i, file] of originals.entries()) await fs.promises.copyFile(file, path.join(dir, `${i}.jpg`));
  const ms = performance.now() - started;
  fs.rmSync(dir, { recursive: true, force: true });
  return ms;
}

async function timeExport(dataDir: string, accountId: string): Promise<{ ms: number; chunks: number; start: Memory; peak: Memory; after: Memory }> {
  const { db, close } = await openDatabase(dataDir);
  const service = new ExportService({ db, dataDir, mailer: createMailer({ db, log: quiet }), appOrigin: 'http://localhost:3000', log: quiet });
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const start = { rss: m.rss, heapUsed: m.heapUsed };
  let peak = { ...start };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
  }, 5);
  const started = performance.now();
  const created = await service.create(accountId);
  if (!created) throw new Error('the library is empty');
  await service.idle();
  const ms = performance.now() - started;
  clearInterval(timer);
  (globalThis as { gc?: () => void }).gc?.();
  const a = process.memoryUsage();
  const after = { rss: a.rss, heapUsed: a.heapUsed };
  const row = await db.selectFrom('exports' as never).selectAll().where('id' as never, '=', created.row.id as never).executeTakeFirstOrThrow();
  const { status, chunks } = row as { status: string; chunks: string };
  if (status !== 'READY') throw new Error(`export ended ${status}`);
  await service.stop();
  await close();
  return { ms, chunks: (JSON.parse(chunks) as number[]).length, start, peak, after };
}

async function run(count: number, jpegs: Buffer[]): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `keepsake-bench-export-${count}-`));
  try {
    const srcDir = path.join(dataDir, 'sources');
    fs.mkdirSync(srcDir);
    const files = jpegs.map((b, i) => {
      const file = path.join(srcDir, `${i}.jpg`);
      fs.writeFileSync(file, b);
      return file;
    });
    const email = `bench-export-${count}@example.com`;
    const accountId = await createAccount(dataDir, email);
    process.stdout.write(`${count.toLocaleString('en-GB')} photos: seeding… `);
    const originals = await seed(dataDir, accountId, count, files, jpegs.map((b) => b.length));
    const bytes = originals.reduce((sum, _, i) => sum + jpegs[i % jpegs.length]!.length, 0);
    // Each timed phase starts with the disk settled (seeding's writes flushed), so neither pays for the other's writeback.
    spawnSync('sync');
    process.stdout.write('copying… ');
    const copyMs = await timeCopy(dataDir, originals);
    spawnSync('sync');
    process.stdout.write('exporting…\n');
    // The export runs in a process of its own, so its peak memory is the build's alone (not the seeding's).
    const child = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', process.argv[1]!, '--child', dataDir, '--account', accountId], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`export child failed: ${child.stderr}`);
    const exported = JSON.parse(child.stdout.trim().split('\n').pop()!) as Awaited<ReturnType<typeof timeExport>>;
    return { photos: count, bytes, copyMs, exportMs: exported.ms, chunks: exported.chunks, start: exported.start, peak: exported.peak, after: exported.after };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (values.child) {
  console.log(JSON.stringify(await timeExport(values.child, values.account!)));
  process.exit(0);
}

const jpegs = await sources(Number(values.kb));
console.log(`Export bench: ${SIZES.join(' and ')} photos of ${jpegs.map((b) => (b.length / 1024).toFixed(1)).join('/')} KB, node ${process.version}, ${os.cpus().length} cores`);
const results: Result[] = [];
for (const size of SIZES) results.push(await run(size, jpegs));

const mbs = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
console.log('\n| photos | MB | copy MB/s | export MB/s | export photos/s | export / copy | chunks | RSS at start MB | peak RSS MB | peak heap MB | heap after GC MB |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.photos.toLocaleString('en-GB')} | ${(r.bytes / MB).toFixed(0)} | ${mbs(r.bytes, r.copyMs).toFixed(1)} | ${mbs(r.bytes, r.exportMs).toFixed(1)} | ${Math.round(
      r.photos / (r.exportMs / 1000),
    ).toLocaleString('en-GB')} | ${(r.copyMs / r.exportMs).toFixed(2)} | ${r.chunks} | ${(r.start.rss / MB).toFixed(0)} | ${(r.peak.rss / MB).toFixed(0)} | ${(r.peak.heapUsed / MB).toFixed(0)} | ${(r.after.heapUsed / MB).toFixed(0)} |`,
  );
}
if (results.length >= 2) {
  const [small, large] = [results[0]!, results[results.length - 1]!];
  console.log(
    `\nPeak memory ${large.photos.toLocaleString('en-GB')} / ${small.photos.toLocaleString('en-GB')}: RSS ${(large.peak.rss / small.peak.rss).toFixed(2)}x, heap ${(
      large.peak.heapUsed / small.peak.heapUsed
    ).toFixed(2)}x (goal ≤ 1.2); throughput export / copy ${(small.copyMs / small.exportMs).toFixed(2)} and ${(large.copyMs / large.exportMs).toFixed(2)} (goal ≥ 0.8).`,
  );
}
