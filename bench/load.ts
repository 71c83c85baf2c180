/**
 * Load: 50 simulated customers for 60 s against the production build with the
 * embedded platform, on loopback. Each customer signs in over OIDC, uploads 3 photos, then
 * loops without pause over a mix of: timeline page (35 %), full-screen preview (25 %),
 * download of an original (15 %), upload of one photo (15 %) and delete of one photo (10 %),
 * as the no-JS forms and links do. Prints requests/s, p50/p99 latency per kind, errors, and a
 * reconciliation per customer of the photos expected (uploaded − deleted, as the answers said)
 * against those stored: database rows, media folders on disk and the photo API's count.
 * Then SSR requests/s of the timeline against the lightest Remix page (`/signed-out`, same
 * root layout) with 20 connections for 10 s each, in the same run. Prints figures; the only
 * failure is a reconciliation that does not match (exit code 1).
 *
 *   npx tsx bench/load.ts [--customers 50] [--seconds 60] [--ssr-seconds 10]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openDatabase } from '../platform/db/open';
import { mediaRoot } from '../platform/photo-api/ingest/storage';
import { signInOverHttp } from '../tests/support/oidc-http';
import { createAccount, PASSWORD } from '../tests/support/photo-library';
import { ensureBuild, startServer, type BenchServer } from './support/server';

const { values } = parseArgs({
  options: { customers: { type: 'string', default: '50' }, seconds: { type: 'string', default: '60' }, 'ssr-seconds': { type: 'string', default: '10' } },
});
const CUSTOMERS = Number(values.customers);
const SECONDS = Number(values.seconds);
const SSR_SECONDS = Number(values['ssr-seconds']);

type Kind = 'timeline' | 'preview' | 'download' | 'upload' | 'delete';
const MIX: [Kind, number][] = [
  ['timeline', 0.35],
  ['preview', 0.25],
  ['download', 0.15],
  ['upload', 0.15],
  ['delete', 0.1],
];

interface Customer {
  email: string;
  accountId: string;
  token: string;
  photos: string[];
  added: number;
  deleted: number;
}

const latencies = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
const errors = new Map<string, number>();
const fail = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);

/** A few distinct JPEGs of about 60 KB (noise, so each has real work for the thumbnail pipeline). */
async function jpegs(): Promise<Buffer[]> {
  return Promise.all(
    [0, 1, 2, 3].map((i) =>
      sharp({ create: { width: 800 + i * 16, height: 600, channels: 3, background: '#6a8caf', noise: { type: 'gaussian', mean: 120, sigma: 20 + i } } })
        .jpeg({ quality: 60 })
        .toBuffer()
    )
  );
}

function headers(c: Customer, server: BenchServer, extra: Record<string, string> = {}): Record<string, string> {
  return { Cookie: `auth_access_token=${c.token}`, Origin: server.appUrl, ...extra };
}

async function upload(server: BenchServer, c: Customer, jpeg: Buffer, n: number): Promise<boolean> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `load-${n}.jpg`);
  const res = await fetch(`${server.appUrl}/my-photos/photos/upload/file`, { method: 'POST', body: form, headers: headers(c, server), redirect: 'manual' });
  const body = (await res.json().catch(() => null)) as { ok: boolean; results: { status: string; photo?: { imageId: string } }[] } | null;
  const added = body?.ok ? body.results.filter((r) => r.status === 'added' && r.photo) : [];
  for (const r of added) c.photos.push(r.photo!.imageId);
  c.added += added.length;
  return res.status === 200 && added.length === 1;
}

const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];

async function step(server: BenchServer, c: Customer, kind: Kind, images: Buffer[], n: number): Promise<boolean> {
  const base = server.appUrl;
  if (kind === 'upload') return upload(server, c, images[n % images.length]!, n);
  if (kind === 'timeline') {
    const res = await fetch(`${base}/my-photos/photos`, { headers: headers(c, server), redirect: 'manual' });
    await res.arrayBuffer();
    return res.status === 200;
  }
  const id = pick(c.photos);
  if (!id) return true; // nothing to look at: counted as a no-op, not an error
  if (kind === 'preview' || kind === 'download') {
    const url = kind === 'preview' ? `${base}/my-photos/photos/preview/${id}` : `${base}/my-photos/photos/download/${id}`;
    const res = await fetch(url, { headers: headers(c, server), redirect: 'manual' });
    const bytes = await res.arrayBuffer();
    return res.status === 200 && bytes.byteLength > 0;
  }
  // delete: the no-JS modal's form, Post/Redirect/Get
  c.photos = c.photos.filter((p) => p !== id);
  const res = await fetch(`${base}/my-photos/photos/delete?select=1&ids=${id}`, {
    method: 'POST',
    headers: headers(c, server, { 'Content-Type': 'application/x-www-form-urlencoded' }),
    // The confirmation's own button (decision 1800): without it the post only goes back to the confirmation.
    body: 'confirmed=yes',
    redirect: 'manual',
  });
  await res.arrayBuffer();
  const location = res.headers.get('location') ?? '';
  const redirected = res.status >= 300 && res.status < 400 && location !== '' && !location.includes('/my-photos/photos/delete');
  if (redirected) c.deleted += 1;
  else c.photos.push(id); // not deleted, as far as the answer says
  return redirected;
}

function chooseKind(): Kind {
  let r = Math.random();
  for (const [kind, share] of MIX) {
    if (r < share) return kind;
    r -= share;
  }
  return 'timeline';
}

async function drive(server: BenchServer, c: Customer, images: Buffer[], until: number): Promise<number> {
  let n = 0;
  while (performance.now() < until) {
    const kind = chooseKind();
    const started = performance.now();
    let ok = false;
    try {
      ok = await step(server, c, kind, images, n);
    } catch (error) {
      fail(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    }
    latencies.get(kind)!.push(performance.now() - started);
    if (!ok) fail(kind);
    n += 1;
  }
  return n;
}

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** Requests/s of GET `url` with `connections` loops for `seconds`. */
async function throughput(url: string, cookie: string, connections: number, seconds: number): Promise<{ rps: number; p50: number; p99: number; bad: number }> {
  const times: number[] = [];
  let bad = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(url, { headers: { Cookie: cookie }, redirect: 'manual' });
        await res.arrayBuffer();
        if (res.status !== 200) bad += 1;
        times.push(performance.now() - started);
      }
    })
  );
  return { rps: times.length / seconds, p50: percentile(times, 50), p99: percentile(times, 99), bad };
}

async function reconcile(server: BenchServer, customers: Customer[]): Promise<boolean> {
  const { db, close } = await openDatabase(server.dataDir);
  const issuerOrigin = new URL(server.issuer).origin;
  let allEqual = true;
  let expectedTotal = 0;
  let rowsTotal = 0;
  let filesTotal = 0;
  let apiTotal = 0;
  try {
    for (const c of customers) {
      const expected = c.added - c.deleted;
      const { n } = await db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', c.accountId).executeTakeFirstOrThrow();
      const dir = path.join(mediaRoot(server.dataDir), c.accountId);
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
      const user = (await (await fetch(`${issuerOrigin}/photo-api/users`, { headers: { Authorization: `Bearer ${c.token}` } })).json()) as { photosCount: number };
      expectedTotal += expected;
      rowsTotal += Number(n);
      filesTotal += files;
      apiTotal += user.photosCount;
      if (Number(n) !== expected || files !== expected || user.photosCount !== expected) {
        allEqual = false;
        console.log(`  MISMATCH ${c.email}: expected ${expected}, rows ${n}, media folders ${files}, photo API ${user.photosCount}`);
      }
    }
  } finally {
    await close();
  }
  console.log(`\nReconciliation (${customers.length} customers): expected ${expectedTotal} photos; database rows ${rowsTotal}; media folders ${filesTotal}; photo API count ${apiTotal} → ${allEqual ? 'equal' : 'NOT EQUAL'}.`);
  return allEqual;
}

async function main(): Promise<number> {
  ensureBuild();
  const server = await startServer();
  try {
    const images = await jpegs();
    const client = { issuer: server.issuer, clientId: 'keepsake', clientSecret: server.clientSecret(), redirectUri: `${server.appUrl}/auth/callback` };
    process.stdout.write(`Load bench: ${CUSTOMERS} customers for ${SECONDS} s, photos of ${images.map((b) => (b.length / 1024).toFixed(0)).join('/')} KB. Signing in… `);
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const email = `load-${i}@example.com`;
      const accountId = await createAccount(server.dataDir, email);
      const tokens = await signInOverHttp({ ...client, email, password: PASSWORD });
      customers.push({ email, accountId, token: tokens.accessToken, photos: [], added: 0, deleted: 0 });
    }
    process.stdout.write('uploading 3 photos each… ');
    for (const c of customers) for (let i = 0; i < 3; i += 1) if (!(await upload(server, c, images[i]!, -1 - i))) fail('initial upload');
    process.stdout.write('running.\n');

    const started = performance.now();
    const counts = await Promise.all(customers.map((c) => drive(server, c, images, started + SECONDS * 1000)));
    const elapsed = (performance.now() - started) / 1000;
    const total = counts.reduce((a, b) => a + b, 0);

    console.log(`\n${total.toLocaleString('en-GB')} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(1)} requests/s; errors ${[...errors.values()].reduce((a, b) => a + b, 0)}.`);
    console.log('\n| kind | requests | p50 ms | p99 ms |');
    console.log('|---|---:|---:|---:|');
    const all: number[] = [];
    for (const [kind] of MIX) {
      const xs = latencies.get(kind)!;
      all.push(...xs);
      console.log(`| ${kind} | ${xs.length.toLocaleString('en-GB')} | ${percentile(xs, 50).toFixed(0)} | ${percentile(xs, 99).toFixed(0)} |`);
    }
    console.log(`| all | ${all.length.toLocaleString('en-GB')} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 99).toFixed(0)} |`);
    if (errors.size) for (const [what, n] of errors) console.log(`  error: ${what} × ${n}`);

    const equal = await reconcile(server, customers);

    const fullest = customers.reduce((a, b) => (b.photos.length > a.photos.length ? b : a));
    const cookie = `auth_access_token=${fullest.token}`;
    const bare = await throughput(`${server.appUrl}/signed-out`, '', 20, SSR_SECONDS);
    const timeline = await throughput(`${server.appUrl}/my-photos/photos`, cookie, 20, SSR_SECONDS);
    console.log(`\nSSR, 20 connections, ${SSR_SECONDS} s each (${fullest.photos.length} photos in the timeline):`);
    console.log('\n| page | requests/s | p50 ms | p99 ms | non-200 |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(`| /signed-out (floor: lightest Remix page) | ${bare.rps.toFixed(1)} | ${bare.p50.toFixed(0)} | ${bare.p99.toFixed(0)} | ${bare.bad} |`);
    console.log(`| /my-photos/photos (timeline) | ${timeline.rps.toFixed(1)} | ${timeline.p50.toFixed(0)} | ${timeline.p99.toFixed(0)} | ${timeline.bad} |`);
    console.log(`\nTimeline / floor: ${(timeline.rps / bare.rps).toFixed(2)} of the requests/s.`);
    return equal ? 0 : 1;
  } finally {
    await server.stop();
  }
}

process.exit(await main());
