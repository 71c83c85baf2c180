/**
 * Where a page's server time goes: starts the production server under `node --cpu-prof`, with
 * the demo customer signed in and 300 photos (as bench/ssr.ts), loads one page with autocannon
 * (20 connections), stops the server (which writes the profile) and prints the functions with
 * the most self time during the load, as a share of the busy (non-idle) time. It asserts nothing.
 *
 *   npx tsx bench/profile.ts [--page /signed-out] [--seconds 10] [--top 25] [--dir /tmp/keepsake-profile]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signedInLibrary } from './support/library';
import { ensureBuild } from './support/server';
import { SEMI_SPACE_FLAG } from '../server/young-generation';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: '/signed-out' },
    seconds: { type: 'string', default: '10' },
    top: { type: 'string', default: '25' },
    dir: { type: 'string', default: '/tmp/keepsake-profile' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function over the last `seconds` of the profile (the load; the start-up is left out). */
function summarise(file: string, top: number, seconds: number): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let busy = 0;
  const stamps: number[] = [];
  profile.timeDeltas.reduce((at, dt, i) => (stamps[i] = at + dt), 0);
  const from = stamps[stamps.length - 1]! - seconds * 1e6;
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const dt = profile.timeDeltas[i] ?? 0;
    if (stamps[i]! < from) return;
    if (functionName === '(idle)' || functionName === '(program)') return;
    busy += dt;
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(build|app|platform)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (/\/(build|app|platform)\//.exec(url)?.[1] ?? (url.startsWith('node:') ? 'node internals' : '(native, GC)'));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
  });
  const share = (t: number) => ((100 * t) / busy).toFixed(1);
  const packages = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(`by package: ${packages.map(([k, t]) => `${k} ${share(t)} %`).join(', ')}\n`);
  console.log(`busy ${(busy / 1e6).toFixed(1)} s; top ${top} functions by self time:\n`);
  console.log('| self % | function |');
  console.log('|---:|---|');
  for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`| ${share(t)} | \`${key.trim()}\` |`);
  }
}

async function main(): Promise<void> {
  ensureBuild();
  const dir = path.resolve(values.dir);
  fs.rmSync(dir, { recursive: true, force: true });
  process.env.WEB_CONCURRENCY = '1';
  // The one app process gets the young generation a cluster worker has (decision 2210).
  const library = await signedInLibrary({ photos: 300, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, SEMI_SPACE_FLAG] });
  let url = values.page;
  try {
    url = url.replace(':photo', library.photoId).replace(':album', library.albumId);
    const result = await autocannon({
      url: `${library.server.appUrl}${url}`,
      connections: 20,
      duration: Number(values.seconds),
      headers: url === '/signed-out' ? {} : { cookie: library.cookie },
    });
    console.log(`${values.page}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
  } finally {
    await library.stop();
  }
  // One profile per process: the app (one worker, WEB_CONCURRENCY=1) and the embedded platform's.
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`no profile in ${dir}`);
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    console.log(`\n### ${text.includes('platform/http/') ? 'platform process' : 'app process'} (${file})\n`);
    summarise(path.join(dir, file), Number(values.top), Number(values.seconds));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
