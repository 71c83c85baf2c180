/**
 * Decision 2311: exports do not pile up. A customer keeps at most
 * MAX_KEPT_EXPORTS on disk (a new export replaces the oldest, whose link then says expired); an
 * export's files go when its links expire (7 days after READY); files that belong to no live
 * export are deleted at start-up. The rows stay, so the e-mail's page still opens.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { exportsRoot } from '../../platform/photo-api/exports/export-files';
import { sweepExports } from '../../platform/photo-api/exports/upkeep';
import { EXPORT_LINK_TTL_MS, EXPORT_REUSE_MIN_LEFT_MS, exportDb, MAX_KEPT_EXPORTS } from '../../platform/photo-api/exports/tables';
import { customer, makeJpeg, PASSWORD, upload } from '../support/photo-library';
import { signInOverHttp } from '../support/oidc-http';
import { makeDataDir, removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let alice: { id: string; token: string };
const dataDir = makeDataDir();

const call = (pathname: string, method = 'GET') =>
  fetch(`${t.platform.origin}/photo-api/backups${pathname}`, { method, headers: { authorization: `Bearer ${alice.token}` } });

let photos = 1;
/** A new export once READY. A photo is added first: an unchanged library would get its READY export back (decision 2479). */
async function exportReady(): Promise<string> {
  photos += 1;
  const added = await upload(t, alice.token, [{ name: `IMG_${photos}.jpg`, data: await makeJpeg('2024:01:01 10:00:00', undefined, photos * 40) }]);
  expect(added[0]?.status).toBe('added');
  const { backupId } = (await (await call('', 'POST')).json()) as { backupId: string };
  for (let i = 0; i < 400; i += 1) {
    const { status } = (await (await call(`/${backupId}`)).json()) as { status: string };
    if (status === 'READY') return backupId;
    if (status === 'FAILED') throw new Error('export failed');
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('export never settled');
}

/** The exports whose files are on disk. */
const onDisk = () => [...new Set(fs.readdirSync(exportsRoot(dataDir)).map((n) => n.slice(0, 36)))].sort();
const linkStatus = async (id: string) => (await call(`/${id}/chunks/1/url`)).status;

beforeAll(async () => {
  t = await startTestPlatform({ seed: false, dataDir });
  alice = await customer(t, 'alice-retention@example.com');
  const results = await upload(t, alice.token, [{ name: 'IMG_1.jpg', data: await makeJpeg('2024:01:01 10:00:00') }]);
  expect(results[0]?.status).toBe('added');
});

afterAll(async () => {
  await t.platform.close();
  removeDataDir(dataDir);
});

it('keeps at most MAX_KEPT_EXPORTS exports on disk: a new one replaces the oldest, whose link says expired', async () => {
  expect(MAX_KEPT_EXPORTS).toBe(2);
  const ids: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    ids.push(await exportReady());
    expect(onDisk().length).toBeLessThanOrEqual(MAX_KEPT_EXPORTS);
  }
  expect(onDisk()).toEqual(ids.slice(-2).sort());
  expect(await Promise.all(ids.map(linkStatus))).toEqual([404, 404, 200, 200]);
  // The replaced export's page still opens (its link is what expired).
  const first = (await (await call(`/${ids[0]}`)).json()) as { status: string };
  expect(first.status).toBe('READY');
});

it('deletes the files of exports whose links have expired, on the sweep', async () => {
  const kept = onDisk();
  const { db, close } = await openDatabase(dataDir);
  try {
    expect(await sweepExports(db, dataDir, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(onDisk()).toEqual(kept);
    expect(await sweepExports(db, dataDir, new Date(Date.now() + 7 * 86_400_000 + 60_000))).toBe(2);
  } finally {
    await close();
  }
  expect(onDisk()).toEqual([]);
  for (const id of kept) expect(await linkStatus(id)).toBe(404);
});

it('reclaims files of no live export at start-up', async () => {
  const live = await exportReady();
  const stray = path.join(exportsRoot(dataDir), `${randomUUID()}-1.zip`);
  fs.writeFileSync(stray, 'left by a deleted account');
  await t.platform.close();
  t = await startTestPlatform({ seed: false, dataDir });
  expect(fs.existsSync(stray)).toBe(false);
  expect(onDisk()).toEqual([live]);
});

describe('a request for an unchanged library (decision 2479)', () => {
  // The platform restarted above on another port: a token of its issuer.
  beforeAll(async () => {
    alice = { ...alice, token: (await signInOverHttp({ ...t.client, email: 'alice-retention@example.com', password: PASSWORD })).accessToken };
  });

  const rowsOfAlice = async () => {
    const { db, close } = await openDatabase(dataDir);
    try {
      return (await exportDb(db).selectFrom('exports').select('id').where('account_id', '=', alice.id).execute()).length;
    } finally {
      await close();
    }
  };

  it('answers the READY export, five requests in a row, building nothing; a changed library gets a new export', async () => {
    const ready = await exportReady();
    const rows = await rowsOfAlice();
    for (let i = 0; i < 5; i += 1) {
      const res = await call('', 'POST');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ backupId: ready, status: 'READY' });
    }
    expect(await rowsOfAlice()).toBe(rows);
    expect(onDisk()).toContain(ready);
    // A photo added changes the library: the next request builds it.
    expect((await upload(t, alice.token, [{ name: 'IMG_new.jpg', data: await makeJpeg('2024:03:01 10:00:00', undefined, 333) }]))[0]?.status).toBe('added');
    const fresh = await call('', 'POST');
    expect(fresh.status).toBe(202);
    expect(((await fresh.json()) as { backupId: string }).backupId).not.toBe(ready);
  });

  it('builds anew when the READY export’s links have less than a day left', async () => {
    const ready = await exportReady();
    const { db, close } = await openDatabase(dataDir);
    try {
      await exportDb(db).updateTable('exports').set({ ready_at: new Date(Date.now() - EXPORT_LINK_TTL_MS + EXPORT_REUSE_MIN_LEFT_MS - 60_000).toISOString() }).where('id', '=', ready).execute();
    } finally {
      await close();
    }
    const res = await call('', 'POST');
    expect(res.status).toBe(202);
    expect(((await res.json()) as { backupId: string }).backupId).not.toBe(ready);
  });
});
