import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-fresh-'));
process.env.PLATFORM_PORT = '3996';
process.env.LOG_LEVEL = 'silent';

const { callUpstream } = await import('~/services/http.server');
const { FRESH_FOR_MS, noteWrite } = await import('~/services/fresh-answers.server');
const { getStore } = await import('~/lib/store/index.server');
const { createSqliteStore } = await import('~/lib/store/sqlite.server');
const { z } = await import('zod');
const { receiptOrderCodes } = await import('~/services/receipts.server');

/** A service that counts its reads and answers each with a new version; POST /thing is a write, 500 when asked to fail. */
let version = 0;
let failReads = false;
let receipts = ['KS-1'];
const reads: string[] = [];
const server = http.createServer((req, res) => {
  if (req.method === 'GET') {
    reads.push(String(req.headers.authorization));
    if (failReads) return res.writeHead(500).end('down');
  }
  res.setHeader('Content-Type', 'application/json');
  // The receipt list: the paid orders' codes, as the invoice service answers them.
  if (req.url?.endsWith('/Receipts/me')) return res.end(JSON.stringify(receipts.map((orderCode) => ({ orderCode }))));
  res.end(JSON.stringify({ version: ++version }));
});
beforeAll(() => new Promise<void>((resolve) => server.listen(3996, resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  failReads = false;
});

/** An access token's shape: only its `sub` is read (the app verified the token before any call). */
let signIns = 0;
const tokenOf = (sub: string) => `h.${Buffer.from(JSON.stringify({ sub, n: ++signIns })).toString('base64url')}.signature-${signIns}`;
const schema = z.object({ version: z.number() });
const read = (accessToken: string, fresh = true) => callUpstream('CUSTOMER_API_URL', { accessToken, correlationId: 'c', reads: new Map() }, { path: '/thing', schema, fresh });
const write = (accessToken: string) =>
  callUpstream('CUSTOMER_API_URL', { accessToken, correlationId: 'c', reads: new Map() }, { method: 'POST', path: '/thing', body: {}, schema });

describe('answers kept fresh for a sign-in (decision 2670)', () => {
  it('gives a fresh read back without a call, per token, for FRESH_FOR_MS; a read without `fresh` always asks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = tokenOf('acct-1');
    const first = await read(token);
    const asked = reads.length;
    expect(await read(token)).toBe(first);
    expect(reads).toHaveLength(asked);
    // Shared by every caller, so nobody may change it.
    expect(() => Object.assign(first, { version: 99 })).toThrow(TypeError);

    // Another sign-in of the same account never gets this one's copy, nor does a live read.
    expect(await read(tokenOf('acct-1'))).not.toBe(first);
    expect(await read(token, false)).not.toBe(first);
    expect(reads).toHaveLength(asked + 2);

    vi.advanceTimersByTime(FRESH_FOR_MS - 1);
    expect(await read(token)).toBe(first);
    vi.advanceTimersByTime(1);
    expect((await read(token)).version).toBeGreaterThan(first.version);
    expect(reads).toHaveLength(asked + 3);
  });

  it("a write with any of the account's tokens, here or in another process, or a sign-out, has the next read ask again", async () => {
    const [phone, laptop, someoneElse] = [tokenOf('acct-2'), tokenOf('acct-2'), tokenOf('acct-3')];
    const kept = await read(phone);
    const theirs = await read(someoneElse);
    await write(laptop);
    const afterWrite = await read(phone);
    expect(afterWrite.version).toBeGreaterThan(kept.version);
    // Another account's write leaves this one's copy alone.
    expect(await read(someoneElse)).toBe(theirs);

    expect(await read(phone)).toBe(afterWrite);
    // Another process marks the change in the same shared store (the file in DATA_DIR).
    const otherProcess = createSqliteStore(path.join(process.env.DATA_DIR!, 'shared-store.db'));
    await otherProcess.set('changed:acct-2', 'from-another-process', 60_000);
    await otherProcess.close();
    const afterOther = await read(phone);
    expect(afterOther.version).toBeGreaterThan(afterWrite.version);

    expect(await read(phone)).toBe(afterOther);
    await noteWrite({ accessToken: laptop });
    expect((await read(phone)).version).toBeGreaterThan(afterOther.version);
  });

  it('keeps no failed read, and reads live, keeping nothing, while the store cannot be read', async () => {
    const token = tokenOf('acct-4');
    failReads = true;
    await expect(read(token)).rejects.toThrow();
    failReads = false;
    const asked = reads.length;
    const first = await read(token);
    expect(reads).toHaveLength(asked + 1);

    vi.spyOn(getStore(), 'get').mockRejectedValue(new Error('store down'));
    const live = await read(token);
    expect(live).not.toBe(first);
    expect(reads).toHaveLength(asked + 2);
    vi.restoreAllMocks();
    // What was read while the store was down was not kept under any mark.
    expect(await read(token)).toBe(first);
  });

  it('a token that names no account reads live', async () => {
    const asked = reads.length;
    await read('not-a-jwt');
    await read('not-a-jwt');
    expect(reads).toHaveLength(asked + 2);
  });

  it("keeps the receipt list while the orders' states are the ones it was read with (decision 2671)", async () => {
    const token = tokenOf('acct-5');
    // Each call its own page request (a request reads one address once).
    const codes = async (orders: { orderCode: string; internalStatus: string }[]) =>
      [...(await receiptOrderCodes({ accessToken: token, correlationId: 'c', reads: new Map() }, orders))];
    const orders = [
      { orderCode: 'KS-1', internalStatus: 'Dispatched' },
      { orderCode: 'KS-2', internalStatus: 'Received' },
    ];
    const asked = reads.length;
    expect(await codes(orders)).toEqual(['KS-1']);
    expect(await codes(orders.map((o) => ({ ...o })))).toEqual(['KS-1']);
    expect(reads).toHaveLength(asked + 1);

    // KS-2 is paid: its state changed, so the list is asked for again and shows its receipt.
    receipts = ['KS-1', 'KS-2'];
    const paid = [orders[0]!, { orderCode: 'KS-2', internalStatus: 'Confirmed' }];
    expect(await codes(paid)).toEqual(['KS-1', 'KS-2']);
    // A new order, or one order alone (an order's page), is another set of states.
    receipts = ['KS-1', 'KS-2', 'KS-3'];
    expect(await codes([...paid, { orderCode: 'KS-3', internalStatus: 'Confirmed' }])).toContain('KS-3');
    expect(await codes([{ orderCode: 'KS-3', internalStatus: 'Confirmed' }])).toContain('KS-3');
    expect(reads).toHaveLength(asked + 4);
  });
});
