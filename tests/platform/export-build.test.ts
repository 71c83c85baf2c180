/**
 * How an export build writes its chunks: photos deleted while it builds are left out and the
 * export still ends READY with every other photo, byte for byte (decision 0718); names are
 * unique within each chunk (decision 0723).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import type { Photo } from '../../platform/db/schema';
import { createMailer } from '../../platform/mail/outbox';
import { ZipWriter } from '../../platform/download-api/zip';
import { chunkPath } from '../../platform/photo-api/exports/export-files';
import { ExportService } from '../../platform/photo-api/exports/service';
import { exportDb } from '../../platform/photo-api/exports/tables';
import { mediaRoot, ORIGINAL_FILE } from '../../platform/photo-api/ingest/storage';
import { createAccount } from '../support/photo-library';
import { makeDataDir, removeDataDir } from '../support/test-platform';
import { readZip } from '../support/zip';

const dataDir = makeDataDir();
afterAll(() => removeDataDir(dataDir));
const quiet = () => undefined;

function file(name: string, text: string): string {
  const at = path.join(dataDir, 'files', name);
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.writeFileSync(at, text);
  return at;
}
const entry = (at: string, name: string) => ({ file: at, name, size: fs.existsSync(at) ? fs.statSync(at).size : 5, mtime: new Date() });

describe('ZipWriter with skipMissing', () => {
  it('leaves out a file that has gone and writes the others', async () => {
    const target = path.join(dataDir, 'one.zip');
    const zip = new ZipWriter(target);
    const added = [];
    for (const e of [entry(file('a', 'alpha'), 'a.jpg'), entry(path.join(dataDir, 'gone'), 'gone.jpg'), entry(file('c', 'gamma'), 'c.jpg')]) added.push(await zip.add(e, { skipMissing: true }));
    expect(added).toEqual([true, false, true]);
    expect(await zip.finish()).toBe(fs.statSync(target).size);
    expect(readZip(fs.readFileSync(target)).map((e) => [e.name, e.data.toString()])).toEqual([
      ['a.jpg', 'alpha'],
      ['c.jpg', 'gamma'],
    ]);
  });

  it('rejects a missing file without it', async () => {
    const zip = new ZipWriter(path.join(dataDir, 'two.zip'));
    await expect(zip.add(entry(path.join(dataDir, 'x'), 'x.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
    await zip.abort();
  });
});

describe('an export build', () => {
  async function seedPhotos(email: string, names = ['p0.jpg', 'p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg', 'p5.jpg']): Promise<{ accountId: string; rows: Photo[]; db: Awaited<ReturnType<typeof openDatabase>>['db']; close: () => Promise<void> }> {
    const accountId = await createAccount(dataDir, email);
    const { db, close } = await openDatabase(dataDir);
    const now = new Date().toISOString();
    const rows: Photo[] = [];
    for (const [i, name] of names.entries()) {
      const id = randomUUID();
      const dir = path.join(mediaRoot(dataDir), accountId, id);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, ORIGINAL_FILE), `photo ${i}`);
      rows.push({
        id, account_id: accountId, upload_id: id, local_file_name: name, mime_type: 'image/jpeg', bytes: 7, width: 1, height: 1, visible_width: 1,
        visible_height: 1, date_taken: null, month_key: 'unknown/0', created: now, upload_end: now, storage_key: `${accountId}/${id}`, thumbnails: '[]',
      });
    }
    await db.insertInto('photos').values(rows).execute();
    return { accountId, rows, db, close };
  }
  /** Removes originals after their rows were written (a delete racing the export): the rows are still there. */
  const removeOriginals = (rows: Photo[]) => rows.forEach((r) => fs.rmSync(path.join(mediaRoot(dataDir), r.storage_key), { recursive: true }));
  const exportOf = async (db: Parameters<typeof exportDb>[0], accountId: string) => {
    const service = new ExportService({ db, dataDir, mailer: createMailer({ db, log: quiet }), appOrigin: 'http://localhost:3000', log: quiet, chunkBytes: 700 });
    const created = await service.create(accountId);
    await service.idle();
    return exportDb(db).selectFrom('exports').selectAll().where('id', '=', created!.row.id).executeTakeFirstOrThrow();
  };

  it('leaves them out and ends READY with the others', async () => {
    const { accountId, rows, db, close } = await seedPhotos('deleting@example.com');
    try {
      removeOriginals(rows.slice(1, 3));
      const row = await exportOf(db, accountId);
      expect(row.status, String(row.error)).toBe('READY');
      const chunks = JSON.parse(row.chunks) as number[];
      expect(chunks.length).toBeGreaterThan(1);
      const names = chunks.flatMap((size, i) => {
        const zip = fs.readFileSync(chunkPath(dataDir, row.id, i + 1));
        expect(zip.length).toBe(size);
        return readZip(zip).map((e) => `${e.name}=${e.data.toString()}`);
      });
      const kept = [rows[0]!, ...rows.slice(3)].map((r) => `${r.local_file_name}=photo ${r.local_file_name.slice(1, 2)}`);
      expect(names.sort()).toEqual(kept.sort());
    } finally {
      await close();
    }
  });

  it('fails cleanly, leaving no file, when every photo has gone', async () => {
    const { accountId, rows, db, close } = await seedPhotos('deleting-all@example.com');
    try {
      removeOriginals(rows);
      const row = await exportOf(db, accountId);
      expect(row.status).toBe('FAILED');
      expect(row.error).toBe('library became empty');
      expect(fs.readdirSync(path.join(dataDir, 'exports')).filter((n) => n.startsWith(row.id))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('numbers names that repeat within a chunk, afresh in each chunk', async () => {
    // 700-byte chunks hold three of these photos each (in id order, so which three varies).
    const { accountId, rows, db, close } = await seedPhotos('names@example.com', ['IMG.jpg', 'img.JPG', 'IMG.jpg', 'IMG.jpg', 'a.jpg', 'a.jpg']);
    try {
      const row = await exportOf(db, accountId);
      expect(row.status, String(row.error)).toBe('READY');
      const chunks = (JSON.parse(row.chunks) as number[]).map((_, i) => readZip(fs.readFileSync(chunkPath(dataDir, row.id, i + 1))));
      const byContent = new Map(rows.map((r, i) => [`photo ${i}`, r.local_file_name]));
      expect(chunks.map((c) => c.length)).toEqual([3, 3]);
      for (const entries of chunks) {
        // Unique case-insensitively; each is its photo's name, or that name numbered…
        const lower = entries.map((e) => e.name.toLowerCase());
        expect(new Set(lower).size).toBe(3);
        const originals = entries.map((e) => byContent.get(e.data.toString())!.toLowerCase());
        entries.forEach((e, i) => expect(e.name.replace(/ \(\d\)(?=\.)/, '').toLowerCase()).toBe(originals[i]));
        // …and only the repeats within this chunk are numbered (every chunk's first "img.jpg" keeps its name).
        expect(entries.filter((e) => / \(\d\)\./.test(e.name))).toHaveLength(3 - new Set(originals).size);
        expect(lower).toContain('img.jpg');
      }
    } finally {
      await close();
    }
  });
});
