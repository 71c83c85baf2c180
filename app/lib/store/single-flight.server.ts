import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SharedStore } from './store';

export interface SingleFlightOptions {
  /** How long the lock is held at most (the work's own time limit, with a margin). */
  lockMs: number;
  /** How long the result stays for callers that come later. */
  resultMs: number;
  /** How often a waiting caller looks for the result. */
  pollMs?: number;
}

class SingleFlightTimeout extends Error {}

/**
 * Runs `work` once for `key` across every process sharing `store`: the first caller takes a
 * lock and stores the result for `resultMs`; the others wait for that result instead of
 * running the work again. When the lock's holder vanishes without a result (it crashed, or
 * its lock expired), a waiting caller takes the lock and runs the work itself.
 */
export async function singleFlight(store: SharedStore, key: string, work: () => Promise<string>, options: SingleFlightOptions): Promise<string> {
  const { lockMs, resultMs, pollMs = 20 } = options;
  const resultKey = `flight:${key}:result`;
  const lockKey = `flight:${key}:lock`;
  const deadline = Date.now() + 2 * lockMs;
  for (;;) {
    const done = await store.get(resultKey);
    if (done !== null) return done;
    const owner = randomUUID();
    if (await store.setIfAbsent(lockKey, owner, lockMs)) {
      try {
        // Another caller may have finished between the look above and the lock.
        const finished = await store.get(resultKey);
        if (finished !== null) return finished;
        const result = await work();
        await store.set(resultKey, result, resultMs);
        return result;
      } finally {
        await store.delete(lockKey, owner);
      }
    }
    while ((await store.get(lockKey)) !== null && (await store.get(resultKey)) === null) {
      if (Date.now() > deadline) throw new SingleFlightTimeout(`gave up waiting for ${lockKey}`);
      await sleep(pollMs);
    }
  }
}
