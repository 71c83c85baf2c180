import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openDatabase } from '../../platform/db/open';
import { signInOverHttp } from '../support/oidc-http';
import { customer, PASSWORD } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

process.env.IMPORT_DELAY_MS = '20';

let t: TestPlatform;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

/** Makes an account NOT_ACTIVE with `items` photos waiting (as the seed does for import@example.com). */
async function waiting(dataDir: string, accountId: string, items: number): Promise<void> {
  const { db, close } = await openDatabase(dataDir);
  try {
    await db
      .withTables<{ activations: { account_id: string; status: string; started: number; items: number; imported: number; updated: string } }>()
      .insertInto('activations')
      .values({ account_id: accountId, status: 'NOT_ACTIVE', started: 0, items, imported: 0, updated: new Date().toISOString() })
      .execute();
  } finally {
    await close();
  }
}

const api = (token: string, pathname: string, method = 'GET') => fetch(`${t.platform.origin}/photo-api${pathname}`, { method, headers: { authorization: `Bearer ${token}` } });
const status = async (token: string) => (await (await api(token, '/users/activate')).json()) as { status: string; started: boolean };
const photosCount = async (token: string) => ((await (await api(token, '/users')).json()) as { photosCount: number }).photosCount;

/** The account's push socket, every message recorded. */
async function socket(token: string): Promise<{ messages: string[]; ws: WebSocket }> {
  const res = await fetch(`${t.platform.origin}/push/tokens`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const { token: pushToken } = (await res.json()) as { token: string };
  const ws = new WebSocket(`${t.platform.origin.replace(/^http/, 'ws')}/push`);
  const messages: string[] = [];
  ws.on('message', (data) => messages.push(data.toString()));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ action: 'authenticate', token: pushToken }));
  await until(() => messages.includes('OK'));
  return { messages, ws };
}

async function until(predicate: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  alice = await customer(t, 'alice-activate@example.com');
  bob = await customer(t, 'bob-activate@example.com');
});

afterAll(() => stopTestPlatform(t));

describe('activation', () => {
  it('an account with nothing waiting is ACTIVE; activating it changes nothing', async () => {
    expect(await status(bob.token)).toEqual({ status: 'ACTIVE', started: false });
    expect(await (await api(bob.token, '/users/activate', 'POST')).json()).toEqual({ status: 'ACTIVE', started: false });
    expect(await photosCount(bob.token)).toBe(0);
    expect((await fetch(`${t.platform.origin}/photo-api/users/activate`)).status).toBe(401);
  });

  it('imports the waiting photos one by one, with import-started, import-error for the damaged one and import-finished, to the owner only', async () => {
    await waiting(t.dataDir, alice.id, 4);
    expect(await status(alice.token)).toEqual({ status: 'NOT_ACTIVE', started: false });
    const mine = await socket(alice.token);
    const theirs = await socket(bob.token);

    const first = (await (await api(alice.token, '/users/activate', 'POST')).json()) as { status: string; started: boolean };
    expect(first).toEqual({ status: 'IMPORTING', started: true });
    // A second activation while importing does no duplicate work.
    expect(await (await api(alice.token, '/users/activate', 'POST')).json()).toEqual({ status: 'IMPORTING', started: true });

    await until(async () => (await status(alice.token)).status === 'ACTIVE');
    await until(() => mine.messages.some((m) => m.includes('import-finished')));
    const events = mine.messages.filter((m) => m !== 'OK').map((m) => JSON.parse(m) as { id: string; type: string; data: { payload: Record<string, unknown>; timestamp: string } });
    expect(events.map((e) => e.type)).toEqual(['import-started', 'import-error', 'import-finished']);
    for (const e of events) {
      expect(e.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(e.data.timestamp)).not.toBeNaN();
    }
    expect(events[1]?.data.payload).toEqual({ fileName: 'IMPORTED_004.jpg' });
    // Three good photos in the library, the damaged one refused.
    expect(await photosCount(alice.token)).toBe(3);
    expect(await status(alice.token)).toEqual({ status: 'ACTIVE', started: true });
    expect(theirs.messages).toEqual(['OK']);
    mine.ws.close();
    theirs.ws.close();
  });
});

describe('a restart', () => {
  it('resumes an import cut off mid-way without adding a photo twice', async () => {
    const dataDir = t.dataDir;
    const carol = await customer(t, 'carol-activate@example.com');
    await waiting(dataDir, carol.id, 6);
    // Pretend a previous run imported the first two photos' worth of items, then stopped.
    const { db, close } = await openDatabase(dataDir);
    await db
      .withTables<{ activations: { account_id: string; status: string; started: number; imported: number } }>()
      .updateTable('activations')
      .set({ status: 'IMPORTING', started: 1, imported: 2 })
      .where('account_id', '=', carol.id)
      .execute();
    await close();
    const port = Number(new URL(t.platform.origin).port);
    await t.platform.close();
    t = await startTestPlatform({ seed: false, dataDir, port });
    const carolToken = (await signInOverHttp({ ...t.client, email: 'carol-activate@example.com', password: PASSWORD })).accessToken;
    await until(async () => (await status(carolToken)).status === 'ACTIVE');
    // Items 3 to 6 were imported after the restart: 3 good ones and the damaged last one.
    expect(await photosCount(carolToken)).toBe(3);
  });
});
