import { chunk } from '~/lib/chunk';

/**
 * Bulk delete in batches (docs/decisions/0400-bulk-delete-batches.md): each batch goes to the
 * API, the ids it reports as failed (or a whole batch whose call failed) are tried again, up
 * to MAX_DELETE_RETRIES further rounds. Ids that are gone by then (a double submit, or a
 * concurrent delete) count as deleted. What is still there after the last round is reported.
 */
const DELETE_BATCH_SIZE = 100;
const MAX_DELETE_RETRIES = 3;
export const RETRIES_EXCEEDED = 'Exceeded maximum amount of retries!';

export class RetriesExceededError extends Error {
  constructor(readonly remaining: string[]) {
    super(RETRIES_EXCEEDED);
    this.name = 'RetriesExceededError';
  }
}

export interface BatchOptions {
  batchSize?: number;
  maxRetries?: number;
  /** Sends one batch; answers the ids the server reports as failed. A throw fails the whole batch. */
  send: (ids: string[]) => Promise<string[]>;
  /** Of these ids, those that still exist (optional): the rest are treated as deleted. */
  stillThere?: (ids: string[]) => Promise<string[]>;
}

export interface BatchResult {
  /** Rounds sent (1 + retries used). */
  rounds: number;
}

/** Unique, non-empty ids in their first order. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => typeof id === 'string' && id.length > 0))];
}

/** Deletes `ids` in batches with retries; throws RetriesExceededError when ids remain. */
export async function deleteInBatches(ids: readonly string[], opts: BatchOptions): Promise<BatchResult> {
  const batchSize = opts.batchSize ?? DELETE_BATCH_SIZE;
  const maxRetries = opts.maxRetries ?? MAX_DELETE_RETRIES;
  let pending = uniqueIds(ids);
  let rounds = 0;
  while (pending.length > 0) {
    if (rounds > maxRetries) throw new RetriesExceededError(pending);
    rounds += 1;
    const failed: string[] = [];
    for (const batch of chunk(pending, batchSize)) {
      try {
        const reported = new Set(await opts.send(batch));
        // Only ids of this batch count; anything else the server names is ignored.
        failed.push(...batch.filter((id) => reported.has(id)));
      } catch {
        failed.push(...batch);
      }
    }
    pending = failed;
    if (pending.length && opts.stillThere) {
      try {
        const present = new Set(await opts.stillThere(pending));
        pending = pending.filter((id) => present.has(id));
      } catch {
        // Unknown: keep retrying them.
      }
    }
  }
  return { rounds };
}
