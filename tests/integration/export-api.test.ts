import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { exportDb } from '../../platform/photo-api/exports/tables';
import { customer, makeJpeg, upload } from '../support/photo-library';
import { readZip } from '../support/zip';
import { makeDataDir, portOf, removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

/** Set from the originals' sizes: room for about two photos per chunk. */
let CHUNK_BYTES = 0;

interface Backup {
  backupId: string;
  status: 'REQUESTED' | 'IN_PROGRESS' | 'READY' | 'FAILED';
  chunks: { iteration: number; size: number }[];
  created: string;
  updated: string;
}

let t: TestPlatform;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
const originals: Buffer[] = [];
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const call = (token: string, pathname: string, method = 'GET') =>
  fetch(`${t.platform.origin}/photo-api/backups${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });

async function settled(token: string, id: string): Promise<Backup> {
  for (let i = 0; i < 400; i += 1) {
    const backup = (await (await call(token, `/${id}`)).json()) as Backup;
    if (backup.status === 'READY' || backup.status === 'FAILED') return backup;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`export ${id} never settled`);
}

async function withDb<T>(fn: (db: ReturnType<typeof exportDb>) => Promise<T>): Promise<T> {
  const { db, close } = await openDatabase(t.dataDir);
  try {
    return await fn(exportDb(db));
  } finally {
    await close();
  }
}

beforeAll(async () => {
  for (let i = 0; i < 7; i += 1) originals.push(await makeJpeg(`2024:01:0${i + 1} 10:00:00`, { width: 60 + i * 7, height: 45 + i * 5 }, i * 45));
  CHUNK_BYTES = 2 * Math.max(...originals.map((o) => o.length)) + 600;
  process.env.EXPORT_CHUNK_BYTES = String(CHUNK_BYTES);
  t = await startTestPlatform({ seed: false, dataDir: makeDataDir() });
  alice = await customer(t, 'alice-export@example.com');
  bob = await customer(t, 'bob-export@example.com');
  const results = await upload(
    t,
    alice.token,
    originals.map((data, i) => ({ name: `IMG_${i}.jpg`, data }))
  );
  expect(results.every((r) => r.status === 'added')).toBe(true);
});

afterAll(async () => {
  delete process.env.EXPORT_CHUNK_BYTES;
  await t.platform.close();
  removeDataDir(t.dataDir);
});

describe('whole-library export', () => {
  let ready: Backup;

  it('builds several chunks that together hold every original byte for byte, and e-mails the link', async () => {
    const res = await call(alice.token, '', 'POST');
    expect(res.status).toBe(202);
    const created = (await res.json()) as Backup;
    expect(created.status).toBe('REQUESTED');
    ready = await settled(alice.token, created.backupId);
    expect(ready.status).toBe('READY');
    expect(ready.chunks.length).toBeGreaterThanOrEqual(2);
    expect(ready.chunks.map((c) => c.iteration)).toEqual(ready.chunks.map((_, i) => i + 1));

    const found: string[] = [];
    for (const chunk of ready.chunks) {
      const { url } = (await (await call(alice.token, `/${ready.backupId}/chunks/${chunk.iteration}/url`)).json()) as { url: string };
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="photo-export-${chunk.iteration}.zip"`);
      const zip = Buffer.from(await file.arrayBuffer());
      expect(zip.length).toBe(chunk.size);
      const entries = readZip(zip);
      if (entries.length > 1) expect(zip.length).toBeLessThanOrEqual(CHUNK_BYTES);
      found.push(...entries.map((e) => sha(e.data)));
    }
    expect(found.sort()).toEqual(originals.map(sha).sort());

    const mail = (await (await fetch(`${t.platform.origin}/mailbox?format=json`)).json()) as unknown;
    expect(JSON.stringify(mail)).toContain(`http://localhost:9/my-photos/exports/${ready.backupId}`);
  });

  it("answers 404 for someone else's export, an out-of-range chunk and a tampered link", async () => {
    expect((await call(bob.token, `/${ready.backupId}`)).status).toBe(404);
    expect((await call(bob.token, `/${ready.backupId}/chunks/1/url`)).status).toBe(404);
    expect((await call(alice.token, `/${ready.backupId}/chunks/0/url`)).status).toBe(404);
    expect((await call(alice.token, `/${ready.backupId}/chunks/${ready.chunks.length + 1}/url`)).status).toBe(404);
    expect((await call(alice.token, `/${randomUUID()}`)).status).toBe(404);
    const { url } = (await (await call(alice.token, `/${ready.backupId}/chunks/1/url`)).json()) as { url: string };
    expect((await fetch(url.replace(/\/chunks\/1\//, '/chunks/2/'))).status).toBe(404);
  });

  it('refuses an empty library without building anything', async () => {
    const res = await call(bob.token, '', 'POST');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'empty_library' });
    expect(await withDb((db) => db.selectFrom('exports').select('id').where('account_id', '=', bob.id).execute())).toEqual([]);
  });

  it('answers the running export to a second request instead of starting another', async () => {
    const id = randomUUID();
    const now = new Date().toISOString();
    await withDb((db) =>
      db
        .insertInto('exports')
        .values({
          id,
          account_id: alice.id,
          status: 'IN_PROGRESS',
          chunks: '[]',
          error: null,
          ready_at: null,
          created: now,
          updated: now,
        })
        .execute()
    );
    const res = await call(alice.token, '', 'POST');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Backup).backupId).toBe(id);
    const rows = await withDb((db) => db.selectFrom('exports').select('id').where('account_id', '=', alice.id).execute());
    expect(rows).toHaveLength(2);
    await withDb((db) => db.deleteFrom('exports').where('id', '=', id).execute());
  });

  it('stops serving links 7 days after the export became READY', async () => {
    const { url } = (await (await call(alice.token, `/${ready.backupId}/chunks/1/url`)).json()) as { url: string };
    expect((await fetch(url)).status).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    await withDb((db) => db.updateTable('exports').set({ ready_at: eightDaysAgo }).where('id', '=', ready.backupId).execute());
    expect((await call(alice.token, `/${ready.backupId}/chunks/1/url`)).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    expect((await call(alice.token, `/${ready.backupId}`)).status).toBe(200);
  });

  it('marks an export interrupted by a crash FAILED at start and removes its files', async () => {
    const id = randomUUID();
    const now = new Date().toISOString();
    await withDb((db) =>
      db
        .insertInto('exports')
        .values({
          id,
          account_id: alice.id,
          status: 'IN_PROGRESS',
          chunks: '[100]',
          error: null,
          ready_at: null,
          created: now,
          updated: now,
        })
        .execute()
    );
    const root = path.join(t.dataDir, 'exports');
    fs.writeFileSync(path.join(root, `${id}-1.zip`), 'half');
    fs.writeFileSync(path.join(root, `${id}-2.zip.part`), 'half');
    const port = portOf(t);
    await t.platform.close();
    t = await startTestPlatform({ seed: false, port, dataDir: t.dataDir });
    const backup = (await (await call(alice.token, `/${id}`)).json()) as Backup;
    expect(backup).toMatchObject({
      backupId: id,
      status: 'FAILED',
      chunks: [],
    });
    expect(fs.readdirSync(root).filter((n) => n.startsWith(id))).toEqual([]);
    // The finished export, whose links expired above, is reclaimed at start-up (decision 2311).
    expect(fs.readdirSync(root).filter((n) => n.startsWith(ready.backupId))).toEqual([]);
  });
});
