/**
 * Crash safety (docs/security.md): the platform runs in a process of its own and is killed with SIGKILL
 * while uploads, deletes and an export are under way; then it starts again on the same data
 * directory, and:
 * - every photo row has its media folder with its original and thumbnails, every media folder
 *   has a row, and nothing is left in tmp/;
 * - the photo count and the timeline counters equal the rows;
 * - every upload answered 'added' before the kill is there; every delete answered is gone;
 * - the export is READY with every chunk on disk at its recorded size, or FAILED with no file,
 *   and no `.part` file is left; a new export then completes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import type { Photo } from '../../platform/db/schema';
import { exportsRoot } from '../../platform/photo-api/exports/export-files';
import { mediaRoot, ORIGINAL_FILE, thumbnailFile, type ThumbnailId } from '../../platform/photo-api/ingest/storage';
import { addToCounts } from '../../platform/photo-api/library/counts';
import { freePort } from '../support/free-port';
import { signInOverHttp } from '../support/oidc-http';
import { createAccount, fixture, folders, makeJpeg, PASSWORD } from '../support/photo-library';
import { makeDataDir, removeDataDir, TEST_CLIENT } from '../support/test-platform';

/** Customer A's library, exported at the kill; customer B uploads and deletes meanwhile. */
const EXPORTED = 5_000;
const DELETABLE = 1_000;
const dataDir = makeDataDir();
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  removeDataDir(dataDir);
});

/** Starts the platform child and resolves with its origin once it listens. */
function startChild(port: number): Promise<{ proc: ChildProcess; origin: string; issuer: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/support/platform-child.ts', dataDir, String(port)], {
    env: { ...process.env, EXPORT_CHUNK_BYTES: String(256 * 1024), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ proc, ...(JSON.parse(line) as { origin: string; issuer: string }) });
    });
    proc.once('exit', (code) => reject(new Error(`platform child exited (${code}) before listening`)));
  });
}

/** Photo rows with hard-linked originals (a library large enough that the export is still running when the kill comes). */
async function seedLibrary(accountId: string, count: number): Promise<void> {
  const { db, close } = await openDatabase(dataDir);
  const source = path.join(dataDir, 'seed-source.jpg');
  if (!fs.existsSync(source)) fs.writeFileSync(source, fixture('photo.jpg'));
  const now = new Date().toISOString();
  const rows: Photo[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const storageKey = `${accountId}/${id}`;
    fs.mkdirSync(path.join(mediaRoot(dataDir), storageKey), { recursive: true });
    fs.linkSync(source, path.join(mediaRoot(dataDir), storageKey, ORIGINAL_FILE));
    rows.push({
      id, account_id: accountId, upload_id: id, local_file_name: `IMG_${i}.jpg`, mime_type: 'image/jpeg', bytes: fs.statSync(source).size,
      width: 64, height: 48, visible_width: 64, visible_height: 48, date_taken: null, month_key: 'unknown/0', created: now, upload_end: now,
      storage_key: storageKey, thumbnails: '[]',
    });
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('photos').values(rows.slice(i, i + 500)).execute();
    await addToCounts(trx, rows);
  });
  await close();
}

it('after a SIGKILL during uploads, deletes and an export, rows, files, counters and the export agree', { timeout: 180_000 }, async () => {
  const port = await freePort();
  let running = await startChild(port);
  child = running.proc;
  const client = { issuer: running.issuer, clientId: TEST_CLIENT.clientId, clientSecret: TEST_CLIENT.clientSecret, redirectUri: TEST_CLIENT.redirectUri };
  const customer = async (count: number) => {
    const email = `crash-${randomUUID()}@example.com`;
    const id = await createAccount(dataDir, email);
    await seedLibrary(id, count);
    const { accessToken } = await signInOverHttp({ ...client, email, password: PASSWORD });
    const call = (pathname: string, init: RequestInit = {}) =>
      fetch(`${running.origin}/photo-api${pathname}`, { ...init, headers: { Authorization: `Bearer ${accessToken}`, ...(init.headers as Record<string, string>) } });
    return { id, call };
  };
  const a = await customer(EXPORTED);
  const b = await customer(DELETABLE);
  const api = b.call;
  const { db, close } = await openDatabase(dataDir);
  try {
    const seededIds = (await db.selectFrom('photos').select('id').where('account_id', '=', b.id).execute()).map((r) => r.id);

    // The export starts; uploads and deletes run alongside until the process is killed.
    const created = (await (await a.call('/backups', { method: 'POST' })).json()) as { backupId: string };
    const jpeg = await makeJpeg('2024:05:01 10:00:00', { width: 320, height: 240 });
    const added: string[] = [];
    const deleted: string[] = [];
    let killed = false;
    const uploads = Array.from({ length: 3 }, async (_, lane) => {
      for (let n = 0; !killed; n += 1) {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `crash-${lane}-${n}.jpg`);
        const res = await api('/photos', { method: 'POST', body: form }).catch(() => null);
        const body = (await res?.json().catch(() => null)) as { results: { status: string; photo?: { imageId: string } }[] } | null;
        for (const r of body?.results ?? []) if (r.status === 'added' && r.photo) added.push(r.photo.imageId);
      }
    });
    const deletes = Array.from({ length: 2 }, async (_, lane) => {
      for (let n = lane; !killed && n * 20 < seededIds.length; n += 2) {
        const batch = seededIds.slice(n * 20, n * 20 + 20);
        const res = await api('/photos', { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ photoIds: batch }) }).catch(() => null);
        const body = (await res?.json().catch(() => null)) as { failed: string[] } | null;
        if (res?.ok && body) deleted.push(...batch.filter((id) => !body.failed.includes(id)));
      }
    });
    // Kill as soon as an upload and a delete were acknowledged, while the export is still building.
    const exportStatus = async () => ((await (await a.call(`/backups/${created.backupId}`)).json()) as { status: string }).status;
    while (added.length === 0 || deleted.length === 0) await new Promise((r) => setTimeout(r, 10));
    const exportAtKill = await exportStatus();
    running.proc.kill('SIGKILL');
    killed = true;
    await new Promise((r) => running.proc.once('exit', r));
    await Promise.all([...uploads, ...deletes]);
    expect(exportAtKill, 'the export was still building at the kill').toBe('IN_PROGRESS');

    running = await startChild(port);
    child = running.proc;

    // Rows and files agree (both customers).
    const all = await db.selectFrom('photos').select(['id', 'account_id', 'storage_key', 'thumbnails']).execute();
    expect(folders(dataDir, 'media').sort()).toEqual(all.map((r) => r.storage_key).sort());
    expect(all.filter((r) => r.account_id === a.id)).toHaveLength(EXPORTED);
    const rows = all.filter((r) => r.account_id === b.id);
    for (const row of all) {
      const dir = path.join(mediaRoot(dataDir), row.storage_key);
      expect(fs.existsSync(path.join(dir, ORIGINAL_FILE)), `${row.id} has its original`).toBe(true);
      for (const t of JSON.parse(row.thumbnails) as { id: ThumbnailId }[]) {
        expect(fs.existsSync(path.join(dir, thumbnailFile(t.id))), `${row.id} has thumbnail ${t.id}`).toBe(true);
      }
    }
    expect(folders(dataDir, 'tmp')).toEqual([]);

    // Acknowledged work survived; counters equal the rows.
    const ids = new Set(rows.map((r) => r.id));
    expect(added.filter((id) => !ids.has(id))).toEqual([]);
    expect(deleted.filter((id) => ids.has(id))).toEqual([]);
    const user = (await (await api('/users')).json()) as { photosCount: number };
    expect(user.photosCount).toBe(rows.length);
    const timeline = (await (await api('/users/timeline')).json()) as Record<string, Record<string, number>>;
    const counted = Object.values(timeline).flatMap((months) => Object.values(months)).reduce((a, b) => a + b, 0);
    expect(counted).toBe(rows.length);

    // The export completed before the kill, or failed cleanly; no half-written chunk is left.
    const after = (await (await a.call(`/backups/${created.backupId}`)).json()) as { status: string; chunks: { iteration: number; size: number }[] };
    const files = fs.readdirSync(exportsRoot(dataDir));
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
    if (after.status === 'READY') {
      for (const c of after.chunks) expect(fs.statSync(path.join(exportsRoot(dataDir), `${created.backupId}-${c.iteration}.zip`)).size).toBe(c.size);
    } else {
      expect(after.status, `export was ${exportAtKill} at the kill`).toBe('FAILED');
      expect(files.filter((f) => f.startsWith(created.backupId))).toEqual([]);
    }

    // And a new export works.
    const again = (await (await a.call('/backups', { method: 'POST' })).json()) as { backupId: string };
    let status = '';
    for (let i = 0; i < 300 && status !== 'READY' && status !== 'FAILED'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      status = ((await (await a.call(`/backups/${again.backupId}`)).json()) as { status: string }).status;
    }
    expect(status).toBe('READY');
    console.log(
      `crash test: killed with the export ${exportAtKill}, after ${added.length} acknowledged uploads and ${deleted.length} acknowledged deletes; after restart ${rows.length} rows, export ${after.status}`,
    );
  } finally {
    await close();
  }
});
