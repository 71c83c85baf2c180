/**
 * What the suite's axe scans cost and which of them checked a document another scan of the same
 * project had already checked. Reads the lines a run with E2E_AXE_LOG=<file> wrote
 * (tests/e2e/support/axe.ts) and prints, per project, the scans, their time (axe's injection
 * included) and the repeated documents, most repeated first. It asserts nothing.
 *
 *   E2E_AXE_LOG=/tmp/axe.jsonl npm test; npx tsx bench/axe-scans.ts /tmp/axe.jsonl [--top 20]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Scan {
  project: string;
  test: string;
  url: string;
  ms: number;
  injected: boolean;
  exclude: string[];
  hash: string;
}

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '20' } }, allowPositionals: true });
if (!positionals[0]) throw new Error('usage: npx tsx bench/axe-scans.ts <log file> [--top 20]');
const scans = readFileSync(positionals[0], 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Scan);

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const byProject = groupBy(scans, (s) => s.project);
console.log('| project | scans | with injection | seconds | repeated scans | their seconds |');
console.log('|---|---:|---:|---:|---:|---:|');
const repeats: { project: string; group: Scan[] }[] = [];
for (const [project, list] of byProject) {
  // The same document with the same exclusions: the second and later scans checked nothing new.
  const groups = [...groupBy(list, (s) => `${s.hash} ${s.exclude.join(',')}`).values()].filter((g) => g.length > 1);
  const extra = groups.flatMap((g) => g.slice(1));
  repeats.push(...groups.map((group) => ({ project, group })));
  const seconds = (xs: Scan[]) => (xs.reduce((a, s) => a + s.ms, 0) / 1000).toFixed(0);
  console.log(`| ${project} | ${list.length} | ${list.filter((s) => s.injected).length} | ${seconds(list)} | ${extra.length} | ${seconds(extra)} |`);
}
console.log(`\nThe most repeated documents (top ${values.top}):`);
for (const { project, group } of repeats.sort((a, b) => b.group.length - a.group.length).slice(0, Number(values.top))) {
  console.log(`- ${project}, ${group.length} scans of ${new URL(group[0]!.url).pathname}:`);
  for (const test of new Set(group.map((s) => s.test))) console.log(`    ${test}`);
}
