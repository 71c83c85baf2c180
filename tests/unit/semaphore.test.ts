import { describe, expect, it } from 'vitest';
import { processingWeight } from '../../platform/photo-api/routes/upload';
import { Semaphore } from '../../platform/photo-api/ingest/semaphore';

/** A task that records when it starts and ends when `release` is called. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: async () => { log.push(name); await done; }, release: () => release() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs light tasks side by side up to the limit, then in order', async () => {
    const s = new Semaphore(2);
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((n) => gate(log, n));
    const runs = [s.run(a!.task), s.run(b!.task), s.run(c!.task)];
    await tick();
    expect(log).toEqual(['a', 'b']);
    a!.release();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
    b!.release();
    c!.release();
    await Promise.all(runs);
  });

  it('lets a heavy task wait for its units, and lighter tasks behind it do not overtake it', async () => {
    const s = new Semaphore(4);
    const log: string[] = [];
    const light = gate(log, 'light');
    const heavy = gate(log, 'heavy');
    const after = gate(log, 'after');
    const runs = [s.run(light.task), s.run(heavy.task, 4), s.run(after.task)];
    await tick();
    expect(log).toEqual(['light']); // heavy needs all four units; 'after' waits behind it
    light.release();
    await tick();
    expect(log).toEqual(['light', 'heavy']);
    heavy.release();
    await tick();
    expect(log).toEqual(['light', 'heavy', 'after']);
    after.release();
    await Promise.all(runs);
  });

  it('counts a weight above the limit as the limit, and frees units when a task fails', async () => {
    const s = new Semaphore(2);
    await expect(s.run(async () => { throw new Error('decoder failed'); }, 99)).rejects.toThrow('decoder failed');
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const runs = [s.run(a.task), s.run(b.task)];
    await tick();
    expect(log).toEqual(['a', 'b']);
    a.release();
    b.release();
    await Promise.all(runs);
  });
});

describe('processingWeight', () => {
  it('is one unit per started 4 MiB of the file', () => {
    expect(processingWeight(0)).toBe(1);
    expect(processingWeight(3_000_000)).toBe(1);
    expect(processingWeight(4 * 1024 * 1024 + 1)).toBe(2);
    expect(processingWeight(50_000_000)).toBe(12);
  });
});
