/**
 * The performance report: runs every bench script one after the other (each in its own
 * process, each measuring against its own floor in the same run) and writes
 * docs/performance.md with what each printed, the machine, the date and the exact commands.
 * It asserts nothing. `npm run bench` runs it.
 *
 *   npx tsx bench/report.ts [--only export,download]   (--only: the other sections are kept as they were)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { only: { type: 'string' } } });

/** Each bench, what it measures against, and its command. */
const BENCHES = [
  { name: 'bundle', title: 'JavaScript bytes per route', floor: 'a bare Remix page built in the same run', args: ['bench/bundle.ts'] },
  { name: 'timeline', title: 'Timeline scaling, 1,000 → 100,000 photos', floor: 'the same request at 1,000 photos', args: ['bench/timeline.ts'] },
  { name: 'thumbnails', title: 'Thumbnail pipeline', floor: "sharp's bare resize of the same image", args: ['bench/thumbnails.ts'] },
  { name: 'download', title: 'Download archives: throughput and memory', floor: 'fs.copyFile of the same files', args: ['bench/download.ts'] },
  { name: 'load', title: 'Load: 50 customers for 60 s, reconciliation, SSR requests/s', floor: 'the lightest Remix page (/signed-out) in the same run', args: ['bench/load.ts'] },
  { name: 'ssr', title: 'SSR requests/s per page (issue 16)', floor: 'a bare Remix v2 page built and served by remix-serve in the same run', args: ['bench/ssr.ts'] },
  { name: 'export', title: 'Whole-library export, 10,000 and 100,000 photos', floor: 'fs.copyFile of the same files', args: ['bench/export.ts'] },
  { name: 'scroll', title: 'Timeline in the browser, 100,000 photos on a slow phone (issue 22)', floor: "issue 22's goals, printed under the figures", args: ['bench/scroll.ts'] },
  { name: 'lowend', title: 'Low-end phone on a poor network (issue 40)', floor: 'a bare Remix page built in the same run, and each page without JavaScript', args: ['bench/lowend.ts'] },
] as const;

const chosen = values.only ? BENCHES.filter((b) => values.only!.split(',').includes(b.name)) : BENCHES;
const started = new Date();
const sections: string[] = [];
for (const bench of chosen) {
  const command = `npx tsx ${bench.args.join(' ')}`;
  console.log(`\n==> ${command}`);
  const t0 = performance.now();
  const run = spawnSync('npx', ['tsx', ...bench.args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  const seconds = ((performance.now() - t0) / 1000).toFixed(0);
  const output = `${run.stdout}`.replace(/^npm warn .*\n/gm, '').trim();
  process.stdout.write(`${output}\n`);
  const failed = run.status !== 0 ? `\n**The bench failed (exit ${run.status}):**\n\n\`\`\`\n${`${run.stderr}`.trim().slice(-2000)}\n\`\`\`\n` : '';
  sections.push(`## ${bench.title}\n\nAgainst: ${bench.floor}. Command: \`${command}\` (${seconds} s).\n\n\`\`\`\n${output}\n\`\`\`\n${failed}`);
}

// With --only, the other benches' sections stay as the last full report wrote them.
const KEPT = '<!-- Hand-written below: kept by bench/report.ts -->';
const previous = fs.existsSync('docs/performance.md') ? fs.readFileSync('docs/performance.md', 'utf8') : '';
const generated = previous.includes(KEPT) ? previous.slice(0, previous.indexOf(KEPT)) : previous;
function previousSection(title: string): string | null {
  const start = generated.indexOf(`## ${title}\n`);
  if (start < 0) return null;
  const next = generated.indexOf('\n## ', start + 3);
  return `${generated.slice(start, next < 0 ? undefined : next).trim()}\n`;
}
const allSections = BENCHES.flatMap((b) => {
  const fresh = chosen.indexOf(b as (typeof chosen)[number]);
  if (fresh >= 0) return [sections[fresh]!];
  const old = previousSection(b.title);
  return old ? [old] : [];
});

const cpus = os.cpus();
const report = `# Performance

Written by \`npm run bench\` (\`bench/report.ts\`)${values.only ? `, sections ${values.only} rerun with \`--only\`,` : ''} on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC:
${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.
Every figure is printed by the bench script named in its section, next to the floor it is measured
against in the same run; rerun the command to check it. The test suite has no timing assertions.

${allSections.join('\n')}`;
// Hand-written analysis (before/after records) below this line survives a new report.
const kept = previous.includes(KEPT) ? `\n${previous.slice(previous.indexOf(KEPT))}` : '';
fs.writeFileSync('docs/performance.md', `${report}${kept}`);
