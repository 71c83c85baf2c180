import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-db-writers-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a platform transaction that reads, then writes, while another process writes the file', () => {
  it('commits: it holds the write lock from its start, so the other writer waits instead', async () => {
    const { db, close } = await openDatabase(dir);
    const other = new SQLite(path.join(dir, 'platform.db'));
    other.pragma('busy_timeout = 0');
    let otherWrote = true;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('platform_state').selectAll().execute();
        try {
          other.prepare("insert into platform_state (key, value) values ('other', 'x')").run();
        } catch {
          otherWrote = false;
        }
        await trx.insertInto('platform_state').values({ key: 'mine', value: 'y' }).execute();
      });
      const keys = (await db.selectFrom('platform_state').select('key').execute()).map((r) => r.key);
      expect(keys).toContain('mine');
      expect(otherWrote).toBe(false);
    } finally {
      other.close();
      await close();
    }
  });
});
