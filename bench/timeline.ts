/**
 * Timeline cost at 1,000 and at 100,000 photos: seeds one account with N photo rows
 * (bench/seed-photos.ts), then asks the production server for the timeline page and for one
 * month's page, sequentially, and prints the median time of each (measured on loopback from
 * the client, so it is the server's time plus a loopback round trip) and the 100k/1k ratio.
 * The goal is a ratio under 1.3. It prints figures; it asserts nothing.
 *
 *   npx tsx bench/timeline.ts [--runs 40]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signInOverHttp } from '../tests/support/oidc-http';
import { ensureBuild, ROOT, startServer } from './support/server';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const RUNS = Number(values.runs);
const SIZES = [1_000, 100_000];
const ACCOUNT = { email: 'other@example.com', password: 'keepsake-demo' };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function timeGets(url: string, cookie: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = process.hrtime.bigint();
    const res = await fetch(url, { headers: { Cookie: cookie }, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= 5) times.push(Number(process.hrtime.bigint() - started) / 1e6); // 5 warm-up requests
  }
  return median(times);
}

async function measure(size: number): Promise<{ size: number; page: number; month: number; monthKey: string }> {
  // First start creates the database and the accounts; then the rows go in with the server down.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keepsake-timeline-'));
  await (await startServer({ dataDir })).stop();
  const seeded = spawnSync('npx', ['tsx', 'bench/seed-photos.ts', '--data-dir', dataDir, '--email', ACCOUNT.email, '--count', String(size)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const server = await startServer({ dataDir });
  try {
    const tokens = await signInOverHttp({
      issuer: server.issuer,
      clientId: 'keepsake',
      clientSecret: server.clientSecret(),
      redirectUri: `${server.appUrl}/auth/callback`,
      ...ACCOUNT,
    });
    const cookie = `auth_access_token=${tokens.accessToken}`;
    const timeline = (await (
      await fetch(`${server.issuer.replace(/\/idp$/, '')}/photo-api/users/timeline`, {
        headers: { Authorization: `Bearer ${tokens.accessToken}` },
      })
    ).json()) as Record<string, Record<string, number>>;
    // The fullest month: the heaviest month page there is.
    const [monthKey] = Object.entries(timeline)
      .filter(([year]) => year !== 'unknown')
      .flatMap(([year, months]) => Object.entries(months).map(([m, n]) => [`${year}/${m}`, n] as const))
      .sort((a, b) => b[1] - a[1])[0]!;
    const page = await timeGets(`${server.appUrl}/my-photos/photos`, cookie, RUNS);
    const month = await timeGets(`${server.appUrl}/my-photos/photos/page?month=${monthKey}`, cookie, RUNS);
    return { size, page, month, monthKey };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const rows = [];
  for (const size of SIZES) rows.push(await measure(size));
  const [small, large] = rows as [(typeof rows)[0], (typeof rows)[0]];
  console.log(`\nTimeline, median of ${RUNS} sequential requests (ms, loopback)\n`);
  console.log('photos    timeline page   month page   (month)');
  for (const r of rows) {
    console.log(`${r.size.toLocaleString('en-GB').padStart(7)}  ${r.page.toFixed(2).padStart(14)}  ${r.month.toFixed(2).padStart(11)}   ${r.monthKey}`);
  }
  console.log(`\nratio 100k/1k: timeline page ${(large.page / small.page).toFixed(2)}, month page ${(large.month / small.month).toFixed(2)} (goal < 1.3)`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
