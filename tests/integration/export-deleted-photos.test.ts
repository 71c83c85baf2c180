/**
 * Decision 0718: photos deleted while their export builds are left out; the export still ends
 * READY with every other photo, byte for byte.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import type { Photo } from '../../platform/db/schema';
import { createMailer } from '../../platform/mail/outbox';
import { chunkPath, ExportService, zipExisting } from '../../platform/photo-api/exports/service';
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

describe('zipExisting', () => {
  it('writes the files still there when one has gone', async () => {
    const part = path.join(dataDir, 'one.zip.part');
    const written = await zipExisting([entry(file('a', 'alpha'), 'a.jpg'), entry(path.join(dataDir, 'gone'), 'gone.jpg'), entry(file('c', 'gamma'), 'c.jpg')], part, new AbortController().signal);
    expect(written).toBe(2);
    expect(readZip(fs.readFileSync(part)).map((e) => [e.name, e.data.toString()])).toEqual([
      ['a.jpg', 'alpha'],
      ['c.jpg', 'gamma'],
    ]);
  });

  it('writes nothing, and leaves no part, when every file has gone', async () => {
    const part = path.join(dataDir, 'none.zip.part');
    expect(await zipExisting([entry(path.join(dataDir, 'x'), 'x.jpg')], part, new AbortController().signal)).toBe(0);
    expect(fs.existsSync(part)).toBe(false);
  });
});

describe('an export whose photos are deleted meanwhile', () => {
  it('leaves them out and ends READY with the others', async () => {
    const accountId = await createAccount(dataDir, 'deleting@example.com');
    const { db, close } = await openDatabase(dataDir);
    try {
      const now = new Date().toISOString();
      const rows: Photo[] = [];
      for (let i = 0; i < 6; i += 1) {
        const id = randomUUID();
        const dir = path.join(mediaRoot(dataDir), accountId, id);
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, ORIGINAL_FILE), `photo ${i}`);
        rows.push({
          id, account_id: accountId, upload_id: id, local_file_name: `p${i}.jpg`, mime_type: 'image/jpeg', bytes: 7, width: 1, height: 1, visible_width: 1,
          visible_height: 1, date_taken: null, month_key: 'unknown/0', created: now, upload_end: now, storage_key: `${accountId}/${id}`, thumbnails: '[]',
        });
      }
      await db.insertInto('photos').values(rows).execute();
      // Two originals go after the rows were read (a delete racing the export): their rows are still there.
      for (const r of rows.slice(1, 3)) fs.rmSync(path.join(mediaRoot(dataDir), r.storage_key), { recursive: true });

      const service = new ExportService({ db, dataDir, mailer: createMailer({ db, log: quiet }), appOrigin: 'http://localhost:3000', log: quiet, chunkBytes: 700 });
      const created = await service.create(accountId);
      await service.idle();
      const row = await exportDb(db).selectFrom('exports').selectAll().where('id', '=', created!.row.id).executeTakeFirstOrThrow();
      expect(row.status, String(row.error)).toBe('READY');
      const chunks = JSON.parse(row.chunks) as number[];
      const names = chunks.flatMap((_, i) => readZip(fs.readFileSync(chunkPath(dataDir, row.id, i + 1))).map((e) => `${e.name}=${e.data.toString()}`));
      const kept = [rows[0]!, ...rows.slice(3)].map((r) => `${r.local_file_name}=photo ${r.local_file_name.slice(1, 2)}`);
      expect(names.sort()).toEqual(kept.sort());
    } finally {
      await close();
    }
  });
});
