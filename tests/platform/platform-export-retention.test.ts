/**
 * Issue 35 (medium), decision 2311: exports do not pile up. A customer keeps at most
 * MAX_KEPT_EXPORTS on disk (a new export replaces the oldest, whose link then says expired); an
 * export's files go when its links expire (7 days after READY); files that belong to no live
 * export are deleted at start-up. The rows stay, so the e-mail's page still opens.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { exportsRoot, sweepExports } from '../../platform/photo-api/exports/service';
import { MAX_KEPT_EXPORTS } from '../../platform/photo-api/exports/tables';
import { customer, makeJpeg, upload } from '../support/photo-library';
import { makeDataDir, removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let alice: { id: string; token: string };
const dataDir = makeDataDir();

const call = (pathname: string, method = 'GET') =>
  fetch(`${t.platform.origin}/photo-api/backups${pathname}`, { method, headers: { authorization: `Bearer ${alice.token}` } });

async function exportReady(): Promise<string> {
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
