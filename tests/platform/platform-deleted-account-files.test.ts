/**
 * Decision 2477: once an account is deleted, the signed link of an export's chunk
 * and of a download archive stop at once, as its media URLs do (docs/security.md): only a live owner's
 * files are served. The files themselves go when the deletion is confirmed (and, should that
 * fail, on the next sweep).
 */
import fs from 'node:fs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { zipPath } from '../../platform/download-api/archive-files';
import { removeArchivesOf, sweepDownloads } from '../../platform/download-api/upkeep';
import { exportsRoot } from '../../platform/photo-api/exports/export-files';
import { sweepExports } from '../../platform/photo-api/exports/upkeep';
import { exportDb } from '../../platform/photo-api/exports/tables';
import { added, downloadApi, insertArchives, settled } from '../support/downloads';
import { customer, makeJpeg } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, TEST_CLIENT, type TestPlatform } from '../support/test-platform';

const CHANNEL = new URL(TEST_CLIENT.redirectUri).origin;
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
});
afterAll(() => stopTestPlatform(t));

interface Library {
  id: string;
  token: string;
  photoId: string;
  exportId: string;
  chunkUrl: string;
  archiveId: string;
  archiveUrl: string;
}

/** An account with a photo, a READY export and a READY archive, and the signed links of both. */
async function library(email: string): Promise<Library> {
  const { id, token } = await customer(t, email);
  const [photo] = await added(t, token, [{ name: 'IMG_1.jpg', data: await makeJpeg('2024:01:01 10:00:00') }]);
  const headers = { authorization: `Bearer ${token}` };
  const backups = `${t.platform.origin}/photo-api/backups`;
  const { backupId } = (await (await fetch(backups, { method: 'POST', headers })).json()) as { backupId: string };
  for (let i = 0; i < 400; i += 1) {
    if (((await (await fetch(`${backups}/${backupId}`, { headers })).json()) as { status: string }).status === 'READY') break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const { url: chunkUrl } = (await (await fetch(`${backups}/${backupId}/chunks/1/url`, { headers })).json()) as { url: string };
  const { id: archiveId } = (await (await downloadApi(t.platform.origin, token, '/downloads', { photoIds: [photo!.imageId] })).json()) as { id: string };
  expect((await settled(t, token, archiveId)).status).toBe('READY');
  const { url: archiveUrl } = (await (await downloadApi(t.platform.origin, token, `/downloads/${archiveId}/url`)).json()) as { url: string };
  return { id, token, photoId: photo!.imageId, exportId: backupId, chunkUrl, archiveId, archiveUrl };
}

const exportFiles = (exportId: string) => fs.readdirSync(exportsRoot(t.dataDir)).filter((n) => n.startsWith(exportId));
const removedAt = async (exportId: string) => {
  const { db, close } = await openDatabase(t.dataDir);
  try {
    return (await exportDb(db).selectFrom('exports').select('removed_at').where('id', '=', exportId).executeTakeFirstOrThrow()).removed_at;
  } finally {
    await close();
  }
};

describe('a deleted account’s export and archive links (decision 2477)', () => {
  it('stop answering once the deletion is confirmed, and the files go with it', async () => {
    const lib = await library('leaving@example.com');
    expect((await fetch(lib.chunkUrl)).status).toBe(200);
    expect((await fetch(lib.archiveUrl)).status).toBe(200);
    expect(exportFiles(lib.exportId)).not.toEqual([]);
    expect(fs.existsSync(zipPath(t.dataDir, lib.archiveId))).toBe(true);

    // The customer's own deletion: request, then the link from the mail.
    const claims = decodeJwt(lib.token);
    const identity = `${t.platform.origin}/auth-service/v2/identities/${String(claims.idp_type)}/${String(claims.idp_sub)}/deleteaccount`;
    const call = (url: string, body: unknown = {}) => fetch(url, { method: 'POST', headers: { authorization: `Bearer ${lib.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await call(identity, { channel: CHANNEL })).status).toBe(202);
    const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=leaving@example.com`)).json()) as { mails: { text: string }[] };
    const token = /confirmation-token=([A-Za-z0-9_-]{43})/.exec(mails[0]!.text)![1]!;
    expect((await call(`${identity}/${token}/actions/confirm`)).status).toBe(200);

    // Refused as an unknown link of its kind: the chunk 404 (its contract's one refusal), the archive 403 (as the media route).
    expect((await fetch(lib.chunkUrl)).status).toBe(404);
    expect((await fetch(lib.archiveUrl)).status).toBe(403);
    expect(exportFiles(lib.exportId)).toEqual([]);
    expect(fs.existsSync(zipPath(t.dataDir, lib.archiveId))).toBe(false);
    // The export's row stays (decision 2311), marked removed.
    expect(await removedAt(lib.exportId)).toEqual(expect.any(String));
  });

  it('are refused at once however the account was marked deleted, and the sweeps take the files', async () => {
    const lib = await library('marked@example.com');
    const { db, close } = await openDatabase(t.dataDir);
    try {
      await db.updateTable('accounts').set({ deleted_at: new Date().toISOString() }).where('id', '=', lib.id).execute();
      expect((await fetch(lib.chunkUrl)).status).toBe(404);
      expect((await fetch(lib.archiveUrl)).status).toBe(403);
      expect(await sweepExports(db, t.dataDir)).toBe(1);
      expect(await sweepDownloads(db, t.dataDir)).toBe(1);
    } finally {
      await close();
    }
    expect(exportFiles(lib.exportId)).toEqual([]);
    expect(fs.existsSync(zipPath(t.dataDir, lib.archiveId))).toBe(false);
    expect(await removedAt(lib.exportId)).toEqual(expect.any(String));
  });

  it('also takes another member’s shared-album archive that holds one of its photos, and nothing else', async () => {
    const leaving = await library('shared-leaving@example.com');
    const staying = await customer(t, 'shared-staying@example.com');
    const [ownPhoto] = await added(t, staying.token, [{ name: 'IMG_2.jpg', data: await makeJpeg('2024:02:01 10:00:00', undefined, 200) }]);
    const [withTheirs, onlyOwn] = await insertArchives(t.dataDir, staying.id, [
      { status: 'READY', album_id: 'album-1', photo_ids: JSON.stringify([ownPhoto!.imageId, leaving.photoId]), expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      { status: 'READY', album_id: 'album-1', photo_ids: JSON.stringify([ownPhoto!.imageId]), expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    ]);
    for (const id of [withTheirs!, onlyOwn!]) fs.writeFileSync(zipPath(t.dataDir, id), 'zip');
    const { db, close } = await openDatabase(t.dataDir);
    try {
      // The leaving account's own archive and the shared one holding its photo.
      expect(await removeArchivesOf(db, t.dataDir, leaving.id)).toBe(2);
    } finally {
      await close();
    }
    expect(fs.existsSync(zipPath(t.dataDir, leaving.archiveId))).toBe(false);
    expect(fs.existsSync(zipPath(t.dataDir, withTheirs!))).toBe(false);
    expect(fs.existsSync(zipPath(t.dataDir, onlyOwn!))).toBe(true);
  });
});
