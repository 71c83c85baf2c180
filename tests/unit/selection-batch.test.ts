import { describe, expect, it, vi } from 'vitest';
import { deleteInBatches, RetriesExceededError, RETRIES_EXCEEDED, uniqueIds } from '../../app/services/batches';

const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('deleteInBatches', () => {
  it('sends the ids in batches of the batch size', async () => {
    const send = vi.fn(async () => [] as string[]);
    const result = await deleteInBatches(ids(250), { batchSize: 100, send });
    expect(send.mock.calls.map((c) => (c as unknown as [string[]])[0].length)).toEqual([100, 100, 50]);
    expect(result.rounds).toBe(1);
  });

  it('retries only the ids the server reports as failed', async () => {
    const calls: string[][] = [];
    let first = true;
    const send = async (batch: string[]) => {
      calls.push(batch);
      if (first) {
        first = false;
        return ['p1', 'p3', 'not-in-batch'];
      }
      return [];
    };
    const result = await deleteInBatches(ids(5), { batchSize: 10, send });
    expect(calls).toEqual([ids(5), ['p1', 'p3']]);
    expect(result.rounds).toBe(2);
  });

  it('retries a whole batch whose call failed', async () => {
    const calls: string[][] = [];
    const send = async (batch: string[]) => {
      calls.push(batch);
      if (calls.length === 1) throw new Error('500');
      return [];
    };
    await deleteInBatches(ids(3), { batchSize: 2, send });
    expect(calls).toEqual([['p0', 'p1'], ['p2'], ['p0', 'p1']]);
  });

  it('gives up after the retry limit with "Exceeded maximum amount of retries!"', async () => {
    const send = vi.fn(async (batch: string[]) => batch.filter((id) => id === 'p2'));
    const error = await deleteInBatches(ids(4), { maxRetries: 3, send }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriesExceededError);
    expect((error as Error).message).toBe(RETRIES_EXCEEDED);
    expect((error as RetriesExceededError).remaining).toEqual(['p2']);
    // The first round and three retries.
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('counts ids that are gone meanwhile as deleted (a double submit is not an error)', async () => {
    const send = async (batch: string[]) => batch; // everything "failed": already deleted
    const stillThere = vi.fn(async () => [] as string[]);
    await expect(deleteInBatches(ids(3), { send, stillThere })).resolves.toEqual({ rounds: 1 });
    expect(stillThere).toHaveBeenCalledWith(ids(3));
  });

  it('keeps retrying ids still there', async () => {
    let round = 0;
    const send = async (batch: string[]) => (++round < 3 ? batch : []);
    const result = await deleteInBatches(['a', 'b'], { send, stillThere: async (left) => left.filter((x) => x === 'a') });
    expect(result.rounds).toBe(3);
  });

  it('does nothing for an empty list, and drops duplicates', async () => {
    const send = vi.fn(async () => [] as string[]);
    await deleteInBatches([], { send });
    expect(send).not.toHaveBeenCalled();
    expect(uniqueIds(['a', 'a', '', 'b'])).toEqual(['a', 'b']);
  });
});
