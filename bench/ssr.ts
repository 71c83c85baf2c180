/**
 * SSR requests/s per page (issue 16): Keepsake's production build (`npx tsx server.ts`, the
 * embedded platform in the same process) against a bare Remix v2 page built and served by
 * remix-serve in the same run (the floor). The demo customer is signed in over HTTP and has a
 * library of 300 photos. Each page is loaded with autocannon, 20 connections, `--seconds` each,
 * in two interleaved rounds (floor, page, floor, page…); prints requests/s, p50, p99, non-200
 * answers, HTML bytes and each page's ratio to the floor (the mean of the two rounds).
 * It prints figures; it asserts nothing.
 *
 *   npx tsx bench/ssr.ts [--seconds 8] [--rounds 2]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../platform/db/open';
import { signInOverHttp } from '../tests/support/oidc-http';
import { startBareRemix } from './support/bare-remix';
import { ensureBuild, ROOT, startServer } from './support/server';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' }, rounds: { type: 'string', default: '2' } } });
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = 20;
const PHOTOS = 300;
const ACCOUNT = { email: 'customer@example.com', password: 'keepsake-demo' };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function load(url: string, cookie: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: cookie ? { cookie } : {} });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts };
}

/** Tops the customer's library up to PHOTOS rows; returns a photo id and one of the customer's albums. */
async function seed(dataDir: string): Promise<{ photoId: string; albumId: string }> {
  const { db, close } = await openDatabase(dataDir);
  let have = 0;
  try {
    const account = await db.selectFrom('accounts').select('id').where('email', '=', ACCOUNT.email).executeTakeFirstOrThrow();
    have = Number((await db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', account.id).executeTakeFirstOrThrow()).n);
  } finally {
    await close();
  }
  if (have < PHOTOS) {
    const args = ['tsx', 'bench/seed-photos.ts', '--data-dir', dataDir, '--email', ACCOUNT.email, '--count', String(PHOTOS - have)];
    if (spawnSync('npx', args, { cwd: ROOT, stdio: ['ignore', 2, 2] }).status !== 0) throw new Error('seeding failed');
  }
  const again = await openDatabase(dataDir);
  try {
    const { rows } = await sql<{ photoId: string; albumId: string }>`
      select p.id as photoId, (select al.id from albums al where al.account_id = a.id order by al.photos_count desc limit 1) as albumId
      from accounts a join photos p on p.account_id = a.id where a.email = ${ACCOUNT.email} order by p.created desc limit 1`.execute(again.db);
    return rows[0]!;
  } finally {
    await again.close();
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keepsake-ssr-'));
  const bare = await startBareRemix();
  try {
    await (await startServer({ dataDir })).stop(); // creates the database and the demo accounts
    const { photoId, albumId } = await seed(dataDir);
    const server = await startServer({ dataDir });
    try {
      const client = { issuer: server.issuer, clientId: 'keepsake', clientSecret: server.clientSecret(), redirectUri: `${server.appUrl}/auth/callback` };
      const tokens = await signInOverHttp({ ...client, ...ACCOUNT });
      const cookie = `auth_access_token=${tokens.accessToken}`;
      const pages = ['/signed-out', '/', '/orders', '/settings', '/my-photos/photos', `/my-photos/photos/preview/${photoId}`, `/my-photos/albums/${albumId}`];
      const bytes = new Map<string, number>();
      for (const page of pages) {
        const res = await fetch(`${server.appUrl}${page}`, { headers: { cookie: page === '/signed-out' ? '' : cookie }, redirect: 'manual' });
        bytes.set(page, (await res.arrayBuffer()).byteLength);
        if (res.status !== 200) console.log(`note: ${page} answered ${res.status}`);
      }
      const floor: Figures[] = [];
      const measured = new Map<string, Figures[]>(pages.map((p) => [p, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const page of pages) {
          floor.push(await load(bare.url, ''));
          measured.get(page)!.push(await load(`${server.appUrl}${page}`, page === '/signed-out' ? '' : cookie));
        }
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const floorRps = mean(floor.map((f) => f.rps));
      console.log(`SSR, autocannon ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds; ${PHOTOS} photos.`);
      console.log(`Floor (bare Remix v2 page, remix-serve): ${Math.min(...floor.map((f) => f.rps)).toFixed(0)}–${Math.max(...floor.map((f) => f.rps)).toFixed(0)} req/s, mean ${floorRps.toFixed(0)}.\n`);
      console.log('| page | HTML bytes | req/s (rounds) | p50 ms | p99 ms | non-2xx | ratio to floor |');
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const [page, runs] of measured) {
        const label = page.replace(photoId, ':photo').replace(albumId, ':album');
        const rps = runs.map((r) => r.rps.toFixed(0)).join(' / ');
        const p50 = Math.max(...runs.map((r) => r.p50));
        const p99 = Math.max(...runs.map((r) => r.p99));
        const bad = runs.reduce((a, r) => a + r.bad, 0);
        console.log(`| ${label} | ${bytes.get(page)!.toLocaleString('en-GB')} | ${rps} | ${p50} | ${p99} | ${bad} | ${(mean(runs.map((r) => r.rps)) / floorRps).toFixed(2)} |`);
      }
      console.log('\np50 and p99: the larger of the rounds. Ratio: mean req/s of the page over mean req/s of the floor.');
    } finally {
      await server.stop();
    }
  } finally {
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
