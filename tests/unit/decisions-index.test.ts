/**
 * Decision 2650: docs/decisions/README.md is the index of every record (number, title, status),
 * exactly as `npx tsx scripts/decisions-index.ts` writes it; every record has a status whose
 * successors exist; nothing in the code, tests or docs cites a record that does not exist.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INDEX_FILE,
  citationProblems,
  citedNumbers,
  linkedRecords,
  parseRecord,
  readRecords,
  recordProblems,
  renderIndex,
} from '../../scripts/decisions-index.ts';

const RUN = 'run `npx tsx scripts/decisions-index.ts` and commit docs/decisions/README.md';

describe('the decision records', () => {
  const { records, problems } = readRecords();

  it('each have a well-formed status line whose successors exist', () => {
    expect(records.length).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  });

  it(`are listed in docs/decisions/README.md as the script writes it (${RUN})`, () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(renderIndex(records));
  });

  it('are the only decisions the code, tests and docs cite or link', () => {
    expect(citationProblems()).toEqual([]);
  });
});

describe('reading a record', () => {
  it('takes the number from the file, the title without it, and the status line', () => {
    const text = '# 2545 — No photo waits for the scripts\n\nStatus: partly superseded by 2600, 2601\n\n## Context\n';
    expect(parseRecord('2545-photos-never-wait-for-scripts.md', text)).toEqual({
      number: '2545',
      file: '2545-photos-never-wait-for-scripts.md',
      title: 'No photo waits for the scripts',
      status: 'partly superseded',
      by: ['2600', '2601'],
    });
    expect(parseRecord('1619-brand-logo-sprite.md', '# 1619: The logo\n\nStatus: superseded by 2500\n')).toMatchObject({ title: 'The logo', status: 'superseded', by: ['2500'] });
  });

  it('refuses a record without a status, with two, with an unknown one or a successor missing', () => {
    expect(parseRecord('0001-a.md', '# A\n')).toMatch(/exactly one 'Status:'/);
    expect(parseRecord('0001-a.md', '# A\nStatus: accepted\nStatus: accepted\n')).toMatch(/exactly one/);
    expect(parseRecord('0001-a.md', '# A\nStatus: proposed\n')).toMatch(/unknown status/);
    expect(parseRecord('0001-a.md', '# A\nStatus: superseded by\n')).toMatch(/needs the successor/);
    expect(parseRecord('0001-a.md', '# A\nStatus: superseded by 0002, 0003\n')).toMatch(/wholly superseded by one/);
    expect(parseRecord('notes.md', '# A\nStatus: accepted\n')).toMatch(/NNNN-kebab-title/);
  });

  it('refuses a successor that does not exist, and a number used twice', () => {
    const a = parseRecord('0001-a.md', '# A\nStatus: superseded by 0009\n');
    const b = parseRecord('0001-b.md', '# B\nStatus: accepted\n');
    if (typeof a === 'string' || typeof b === 'string') throw new Error('both are records');
    expect(recordProblems([a, b])).toEqual(['0001-b.md: number 0001 is also 0001-a.md', '0001-a.md: superseded by 0009, which does not exist']);
  });
});

describe('the index', () => {
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'decisions-'));
    writeFileSync(path.join(dir, '0001-first.md'), '# 0001 — First\n\nStatus: superseded by 0002\n');
    writeFileSync(path.join(dir, '0002-second.md'), '# 0002 — Second\n\nStatus: accepted\n');
    return dir;
  };

  it('changes when a record is renamed, added or changes status', () => {
    const dir = folder();
    const before = renderIndex(readRecords(dir).records);
    expect(before).toContain('| [0001](0001-first.md) | First | superseded by [0002](0002-second.md) |');
    writeFileSync(path.join(dir, '0002-second.md'), '# 0002 — Second\n\nStatus: partly superseded by 0003\n');
    writeFileSync(path.join(dir, '0003-third.md'), '# 0003 — Third\n\nStatus: accepted\n');
    const after = renderIndex(readRecords(dir).records);
    expect(after).toContain('| [0002](0002-second.md) | Second | partly superseded by [0003](0003-third.md) |');
    expect(after).toContain('| [0003](0003-third.md) | Third | accepted |');
    expect(after).not.toBe(before);
  });

  it('finds the citations a text makes, and no other four-digit number', () => {
    const text = [
      'decision 2011; decisions 2470, 2471 and 2472; see decisions 2200–2208.',
      'Superseded by [2010](2010-one-form-state-store.md); amended by 2475 or 2476.',
      'A postcode 1050, the year 2026, 1000–9999 digits, a port 3300.',
    ].join('\n');
    expect(citedNumbers(text).map((c) => c.number)).toEqual(['2011', '2470', '2471', '2472', '2200', '2208', '2010', '2475', '2476']);
    expect(citedNumbers('x\n(decision 2113)').at(0)).toEqual({ number: '2113', line: 2 });
    expect(linkedRecords('see docs/decisions/1610-cluster.md and [0911](0911-refusal-page.md)').map((l) => l.file)).toEqual(['1610-cluster.md', '0911-refusal-page.md']);
  });

  it("reads a table's records column only where the table has one", () => {
    const table = '| feature | records |\n|---|---|\n| albums | 0600–0629, 2570 |\n';
    expect(citedNumbers(table).map((c) => c.number)).toEqual(['0600', '0629', '2570']);
    expect(citedNumbers('| BE | 4 digits | 1000 |\n')).toEqual([]);
  });
});
