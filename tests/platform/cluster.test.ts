/**
 * Decision 1610: the cluster's primary (server/cluster.ts) runs its workers on one
 * port, replaces a worker that dies (and logs it), stops every worker on SIGTERM before it
 * exits 0, and stops with exit code 1 when a worker cannot start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { SEMI_SPACE_FLAG } from '../../server/young-generation.ts';
import { freePort } from '../support/free-port';

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

interface Line {
  message: string;
  pid?: number;
  workers?: number[];
}

/** The primary, with a way to wait for a log line (stdout and stderr both carry JSON lines). */
function startPrimary(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cluster-primary.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const lines: Line[] = [];
  const waiters: { match: (l: Line) => boolean; resolve: (l: Line) => void }[] = [];
  const read = (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n').filter((t) => t.startsWith('{'))) {
      const line = JSON.parse(text) as Line;
      lines.push(line);
      for (const w of waiters.filter((w) => w.match(line))) w.resolve(line);
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const line = (message: string) =>
    new Promise<Line>((resolve) => {
      const found = lines.find((l) => l.message === message);
      if (found) resolve(found);
      else waiters.push({ match: (l) => l.message === message, resolve });
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, line, lines, exited };
}

/** A live process's command line, as the kernel has it. */
const nodeFlags = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('replaces a worker that dies, and stops every worker gracefully on SIGTERM', { timeout: 60_000 }, async () => {
  const port = await freePort();
  const primary = startPrimary(port);
  const { workers = [] } = await primary.line('ready');
  expect(workers).toHaveLength(2);
  const [victim, survivor] = workers as [number, number];
  // Each worker runs with the young generation's size (decision 2210).
  for (const pid of workers) expect(nodeFlags(pid)).toContain(SEMI_SPACE_FLAG);

  process.kill(victim, 'SIGKILL');
  expect(await primary.line('app worker ended; starting another')).toMatchObject({ pid: victim });
  const { pid: replacement } = await primary.line('app worker listening');
  expect(replacement).not.toBe(victim);
  expect(nodeFlags(replacement!)).toContain(SEMI_SPACE_FLAG);
  // Both live workers answer on the one port.
  const answers = new Set<number>();
  for (let i = 0; i < 10 && answers.size < 2; i += 1) answers.add(Number(await (await fetch(`http://127.0.0.1:${port}/`)).text()));
  expect([...answers].sort()).toEqual([survivor, replacement].sort());

  primary.child.kill('SIGTERM');
  expect(await primary.exited).toBe(0);
  expect(primary.lines.map((l) => l.message)).toContain('after stop');
  expect([survivor, replacement!].filter(alive)).toEqual([]);
});

it('stops with exit code 1 when a worker cannot start', { timeout: 60_000 }, async () => {
  const primary = startPrimary(await freePort(), { FAIL_TO_START: '1' });
  expect(await primary.exited).toBe(1);
  expect(primary.lines.map((l) => l.message)).toContain('app worker ended before it listened; stopping');
});
