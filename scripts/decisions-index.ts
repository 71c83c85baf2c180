/**
 * The index of the decision records, `docs/decisions/README.md`: number, title and status of
 * every record, read from the records themselves (decision 2650). Each record carries one line
 * `Status: accepted`, `Status: partly superseded by NNNN[, NNNN…]` or `Status: superseded by NNNN`.
 *
 * Run `npx tsx scripts/decisions-index.ts` to write the index after adding a record or changing a
 * status; `--check` prints what is wrong and exits 1 instead. tests/unit/decisions-index.test.ts
 * fails while the index does not follow the records, a successor does not exist, or a file cites
 * a decision that does not exist.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DECISIONS_DIR = path.join(ROOT, 'docs', 'decisions');
export const INDEX_FILE = path.join(DECISIONS_DIR, 'README.md');

/** Where citations are looked for: the code, the tests and every doc (the index itself aside). */
const CITING_ROOTS = ['app', 'platform', 'shared', 'server', 'bench', 'scripts', 'tests', 'docs', 'server.ts', 'README.md'];
const CITING_EXTENSIONS = /\.(ts|tsx|js|mjs|css|md|sh)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'build', '__screenshots__', '__snapshots__']);
/** The index is written from the records; this script and its test cite made-up records as examples. */
const SKIPPED_FILES = new Set(['docs/decisions/README.md', 'scripts/decisions-index.ts', 'tests/unit/decisions-index.test.ts']);

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const STATUS_LINE = /^Status: (.*)$/gm;
const STATUS = /^(accepted|partly superseded by|superseded by)(?: (\d{4}(?:, \d{4})*))?$/;

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  /** 'accepted', 'partly superseded' (the rest of the record holds) or 'superseded'. */
  status: 'accepted' | 'partly superseded' | 'superseded';
  /** The records that supersede it, wholly or in part. */
  by: string[];
}

/** The record a file holds; a string says why the file is not a well-formed record. */
export function parseRecord(file: string, text: string): DecisionRecord | string {
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) return `${file}: a record's file is named NNNN-kebab-title.md`;
  const heading = /^# (.+)$/m.exec(text)?.[1];
  if (!heading) return `${file}: no '# ' title`;
  const title = heading.replace(new RegExp(`^${number}(?:\\s*[—:–-]\\s*|\\s+)`), '').trim();
  const lines = [...text.matchAll(STATUS_LINE)].map((m) => m[1]!.trim().replace(/\.$/, ''));
  if (lines.length !== 1) return `${file}: needs exactly one 'Status:' line, has ${lines.length}`;
  const status = STATUS.exec(lines[0]!);
  if (!status) return `${file}: unknown status '${lines[0]}' (accepted, partly superseded by N, superseded by N)`;
  const kind = status[1] === 'accepted' ? 'accepted' : status[1] === 'superseded by' ? 'superseded' : 'partly superseded';
  const by = status[2] ? status[2].split(', ') : [];
  if (kind === 'accepted' && by.length > 0) return `${file}: 'accepted' names no successor`;
  if (kind !== 'accepted' && by.length === 0) return `${file}: '${kind} by' needs the successor's number`;
  if (kind === 'superseded' && by.length > 1) return `${file}: wholly superseded by one record, or partly by several`;
  return { number, file, title, status: kind, by };
}

/** Every record of a folder, by number, and what is wrong with any of them. */
export function readRecords(dir = DECISIONS_DIR): { records: DecisionRecord[]; problems: string[] } {
  const records: DecisionRecord[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f !== 'README.md' && f.endsWith('.md')).sort()) {
    const record = parseRecord(file, readFileSync(path.join(dir, file), 'utf8'));
    if (typeof record === 'string') problems.push(record);
    else records.push(record);
  }
  return { records, problems: [...problems, ...recordProblems(records)] };
}

/** Numbers used twice, and successors that do not exist or are the record itself. */
export function recordProblems(records: DecisionRecord[]): string[] {
  const numbers = new Map<string, string>();
  const problems: string[] = [];
  for (const r of records) {
    const other = numbers.get(r.number);
    if (other) problems.push(`${r.file}: number ${r.number} is also ${other}`);
    numbers.set(r.number, r.file);
  }
  for (const r of records) {
    for (const n of r.by) {
      if (!numbers.has(n)) problems.push(`${r.file}: superseded by ${n}, which does not exist`);
      else if (n === r.number) problems.push(`${r.file}: superseded by itself`);
    }
  }
  return problems;
}

const statusText = (r: DecisionRecord): string =>
  r.status === 'accepted' ? 'accepted' : `${r.status} by ${r.by.map((n) => `[${n}](${fileOf(n)})`).join(', ')}`;
let byNumber = new Map<string, DecisionRecord>();
const fileOf = (n: string): string => byNumber.get(n)?.file ?? `${n}.md`;

/** The index's text: a line of explanation and one table row per record. */
export function renderIndex(records: DecisionRecord[]): string {
  byNumber = new Map(records.map((r) => [r.number, r]));
  const counts = (s: DecisionRecord['status']) => records.filter((r) => r.status === s).length;
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '# Decision records',
    '',
    '<!-- Written by `npx tsx scripts/decisions-index.ts`; tests/unit/decisions-index.test.ts keeps it true. -->',
    '',
    'Why things are as they are, one record per choice (Context / Decision / Consequences). A',
    "record's status is its `Status:` line: **accepted** (it holds), **partly superseded by N**",
    '(the later record changes a part, named at the top of the record; the rest holds) or',
    '**superseded by N** (it no longer holds; read N). Records are never renumbered or deleted.',
    '',
    `${records.length} records: ${counts('accepted')} accepted, ${counts('partly superseded')} partly superseded, ${counts('superseded')} superseded.`,
    '',
    '| Record | Title | Status |',
    '|---|---|---|',
    ...records.map((r) => `| [${r.number}](${r.file}) | ${cell(r.title)} | ${statusText(r)} |`),
    '',
  ].join('\n');
}

/** One decision number a text names, and the 1-based line it is on. */
export interface Citation {
  number: string;
  line: number;
}

const NUM = String.raw`\[?\d{4}\]?(?:\(\d{4}-[a-z0-9-]+\.md\))?`;
const CITATION = new RegExp(
  String.raw`\b(?:decisions?|records?|superseded(?: in part)? by|amended by|supersedes)\s+(${NUM}(?:(?:,\s*|\s*[–-]\s*|\s+(?:and|or|to)\s+)${NUM})*)`,
  'gi',
);
/** A table whose last column is headed `records` (docs/architecture.md): its cells are numbers and ranges. */
const RECORDS_TABLE = /^\|.*\| records \|$/m;
const RECORDS_CELL = /^\|.*\|\s*(\d{4}(?:\s*(?:,|–)\s*\d{4})*)\s*\|\s*$/gm;
const RECORD_LINK = /(?:decisions\/|\]\()(\d{4}-[a-z0-9-]+\.md)/g;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The decision numbers a text cites ("decision 2011", "decisions 2470, 2471", "superseded by 2545"). */
export function citedNumbers(text: string): Citation[] {
  const found: Citation[] = [];
  for (const pattern of RECORDS_TABLE.test(text) ? [CITATION, RECORDS_CELL] : [CITATION]) {
    for (const m of text.matchAll(pattern)) {
      for (const n of m[1]!.matchAll(/(?<![\d-])\d{4}(?![\d-])/g)) found.push({ number: n[0], line: lineAt(text, m.index! + m[0].indexOf(m[1]!) + n.index!) });
    }
  }
  return found;
}

/** The record files a text links to (`decisions/1610-cluster.md`, `](1610-cluster.md)`). */
export function linkedRecords(text: string): { file: string; line: number }[] {
  return [...text.matchAll(RECORD_LINK)].map((m) => ({ file: m[1]!, line: lineAt(text, m.index!) }));
}

function citingFiles(at: string): string[] {
  const full = path.join(ROOT, at);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return CITING_EXTENSIONS.test(at) ? [at] : [];
  return readdirSync(full)
    .filter((f) => !SKIPPED_DIRS.has(f))
    .flatMap((f) => citingFiles(path.join(at, f)));
}

/** Every place in the code, tests and docs that cites a decision or links a record that does not exist. */
export function citationProblems(dir = DECISIONS_DIR): string[] {
  const files = new Set(readdirSync(dir).filter((f) => RECORD_FILE.test(f)));
  const numbers = new Set([...files].map((f) => f.slice(0, 4)));
  const problems: string[] = [];
  for (const file of CITING_ROOTS.flatMap(citingFiles)) {
    if (SKIPPED_FILES.has(file.split(path.sep).join('/'))) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const c of citedNumbers(text)) if (!numbers.has(c.number)) problems.push(`${file}:${c.line} cites decision ${c.number}, which does not exist`);
    for (const l of linkedRecords(text)) if (!files.has(l.file)) problems.push(`${file}:${l.line} links ${l.file}, which does not exist`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { records, problems } = readRecords();
  const all = [...problems, ...citationProblems()];
  const text = renderIndex(records);
  if (process.argv.includes('--check')) {
    if (existsSync(INDEX_FILE) && readFileSync(INDEX_FILE, 'utf8') === text && all.length === 0) process.exit(0);
    console.error([...all, ...(all.length ? [] : ['docs/decisions/README.md does not follow the records: run npx tsx scripts/decisions-index.ts'])].join('\n'));
    process.exit(1);
  }
  writeFileSync(INDEX_FILE, text);
  console.log(`Wrote docs/decisions/README.md: ${records.length} records.`);
  if (all.length) {
    console.error(all.join('\n'));
    process.exitCode = 1;
  }
}
