import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createAccount, PASSWORD } from '../support/photo-library';
import { DATA_DIR } from './support/env';
import { expect, openSignedIn, test } from './support/sign-in';

/**
 * A zip file of photos is saved under a name the customer recognises (decision 2564): the
 * brand's name and the day it was made, 'Keepsake photos 2026-12-06.zip', not `{uuid}.zip`.
 */

/** A READY archive of an account, straight into the platform's database and its folder; returns its id. */
function readyArchive(email: string, created: string): string {
  const id = randomUUID();
  const sqlite = new SQLite(path.join(DATA_DIR, 'platform.db'));
  try {
    const account = (sqlite.prepare('select id from accounts where email = ?').get(email) as { id: string }).id;
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    sqlite
      .prepare("insert into downloads (id, account_id, name, status, photo_ids, photo_count, bytes, created, updated, expires_at) values (?, ?, 'photos', 'READY', '[]', 1, 22, ?, ?, ?)")
      .run(id, account, created, created, expires);
  } finally {
    sqlite.close();
  }
  fs.mkdirSync(path.join(DATA_DIR, 'downloads'), { recursive: true });
  // An empty zip file: its end-of-central-directory record alone.
  fs.writeFileSync(path.join(DATA_DIR, 'downloads', `${id}.zip`), Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)]));
  return id;
}

test('a zip file from the Downloads page is saved as "Keepsake photos {date}.zip" @no-js', async ({ page }) => {
  const email = `zip-name-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, email);
  const created = new Date().toISOString();
  const id = readyArchive(email, created);
  await openSignedIn(page, '/downloads', email, PASSWORD);
  const downloading = page.waitForEvent('download');
  await page.locator(`tr[data-download-id="${id}"] a`).click();
  expect((await downloading).suggestedFilename()).toBe(`Keepsake photos ${created.slice(0, 10)}.zip`);
  // The progress island's question answers with the same name in the signed link.
  const answer = (await (await page.request.get(`/downloads/${id}/url`)).json()) as { url: string };
  expect(new URL(answer.url).searchParams.get('name')).toBe(`Keepsake photos ${created.slice(0, 10)}.zip`);
});
