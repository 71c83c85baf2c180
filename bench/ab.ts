/**
 * What a change does to one page's server cost, measured side by side: server A and server B run
 * at once (each with the demo customer and 300 photos, as bench/ssr.ts), each is warmed with
 * `--warmup` seconds of load, then they take turns for `--rounds` slices of `--seconds` under
 * autocannon (20 connections), A first in even rounds and B first in odd ones. A is another
 * checkout (`--base DIR`, built) or this tree with other Node flags (`--a-flags`); B is this tree
 * (with `--b-flags`). Prints each slice, then the medians and B over A. It asserts nothing.
 * Slices alternate within seconds of each other, so load from elsewhere on the machine falls on
 * both alike; compare CPU per request, which it moves less than requests/s, and prefer the median
 * of the rounds' pairs: a worker's CPU per request drifts by a fifth from minute to minute on
 * these machines, and many short rounds (`--rounds 16 --seconds 3`) resolve a few per cent.
 *
 * Compare two checkouts of the same kind: this tree against a git worktree of the same commit read
 * 0.92 and 0.95 (B cheaper), two worktrees 1.00 (docs/performance.md, twelfth session); so give B
 * a worktree too (`--b-root`).
 *
 *   npx tsx bench/ab.ts --base ../base [--b-root ../change] [--page /my-photos/photos] [--rounds 6] [--seconds 6] [--warmup 40]
 *   npx tsx bench/ab.ts --a-flags=--max-semi-space-size=16 --b-flags=--max-semi-space-size=32
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { groupCpuMs } from './support/cpu';
import { signedInLibrary, type SignedInLibrary } from './support/library';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: '/my-photos/photos' },
    base: { type: 'string' },
    'b-root': { type: 'string' },
    'a-flags': { type: 'string', default: '' },
    'b-flags': { type: 'string', default: '' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '40' },
  },
});
const flags = (text: string) => text.split(/\s+/).filter(Boolean);

interface Slice {
  rps: number;
  cpu: number;
}

async function slice(lib: SignedInLibrary, seconds: number): Promise<Slice> {
  const page = values.page.replace(':photo', lib.photoId).replace(':album', lib.albumId);
  const before = groupCpuMs(lib.server.pgid);
  const result = await autocannon({ url: `${lib.server.appUrl}${page}`, connections: 20, duration: seconds, headers: { cookie: lib.cookie } });
  if (result.non2xx > 0) throw new Error(`${page} answered ${result.non2xx} non-2xx responses`);
  return { rps: result.requests.average, cpu: (groupCpuMs(lib.server.pgid) - before) / result.requests.total };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

// Both through `node <flags> --import tsx server.ts`, so that only what is compared differs.
/** A checkout given on the command line, as a path; undefined for this tree. */
const rootOf = (dir: string | undefined) => (dir ? path.resolve(dir) : undefined);
const a = await signedInLibrary({ photos: 300, nodeArgs: flags(values['a-flags']), root: rootOf(values.base) });
const b = await signedInLibrary({ photos: 300, nodeArgs: flags(values['b-flags']), root: rootOf(values['b-root']) });
try {
  console.log(`A: ${rootOf(values.base) ?? 'this tree'} ${values['a-flags']}; B: ${rootOf(values['b-root']) ?? 'this tree'} ${values['b-flags']}; ${values.page}`);
  await slice(a, Number(values.warmup));
  await slice(b, Number(values.warmup));
  const runs: Record<'A' | 'B', Slice[]> = { A: [], B: [] };
  for (let round = 0; round < Number(values.rounds); round += 1) {
    const order: ['A' | 'B', SignedInLibrary][] = round % 2 ? [['B', b], ['A', a]] : [['A', a], ['B', b]];
    for (const [name, lib] of order) {
      const s = await slice(lib, Number(values.seconds));
      runs[name].push(s);
      console.log(`round ${round + 1} ${name}: ${s.rps.toFixed(0)} req/s, ${s.cpu.toFixed(2)} CPU ms/request`);
    }
  }
  const [cpuA, cpuB] = [median(runs.A.map((s) => s.cpu)), median(runs.B.map((s) => s.cpu))];
  const [rpsA, rpsB] = [median(runs.A.map((s) => s.rps)), median(runs.B.map((s) => s.rps))];
  console.log(`median A: ${rpsA.toFixed(0)} req/s, ${cpuA.toFixed(2)} CPU ms/request`);
  console.log(`median B: ${rpsB.toFixed(0)} req/s, ${cpuB.toFixed(2)} CPU ms/request`);
  console.log(`B / A: CPU per request ${(cpuB / cpuA).toFixed(3)}, requests/s ${(rpsB / rpsA).toFixed(3)}`);
  // Each round's pair ran back to back: the median of their ratios leaves out the machine's drift between rounds.
  const paired = median(runs.B.map((s, i) => s.cpu / runs.A[i]!.cpu));
  console.log(`B / A, the median of the rounds' pairs: CPU per request ${paired.toFixed(3)}`);
} finally {
  await a.stop();
  await b.stop();
}
