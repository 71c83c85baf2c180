import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../platform/db/open';
import { photoKey } from '../../platform/download-api/service';
import { downloadDb, type DownloadRow } from '../../platform/download-api/tables';
import { upload, type PhotoJson, type UploadFile } from './photo-library';
import type { TestPlatform } from './test-platform';

/** Helpers for the download API's tests (tests/platform/platform-downloads*.test.ts). */

export interface DownloadItem {
  id: string;
  name: string;
  status: 'PENDING' | 'READY' | 'FAILED';
  photoCount: number;
  bytes?: number;
  created: string;
  updated: string;
}

/** A call to the download API: GET without a body, POST with a JSON one. */
export function downloadApi(origin: string, token: string, pathname: string, body?: unknown): Promise<Response> {
  return fetch(`${origin}/download-api${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The archive once it is no longer PENDING (polled every 50 ms, 10 s at the most). */
export async function settled(t: TestPlatform, token: string, id: string): Promise<DownloadItem> {
  for (let i = 0; i < 200; i += 1) {
    const { items } = (await (await downloadApi(t.platform.origin, token, '/downloads')).json()) as { items: DownloadItem[] };
    const item = items.find((x) => x.id === id);
    if (item && item.status !== 'PENDING') return item;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`download ${id} still pending`);
}

/** Uploads the files; throws if one is refused. */
export async function added(t: TestPlatform, token: string, files: UploadFile[]): Promise<PhotoJson[]> {
  return (await upload(t, token, files)).map((r) => {
    if (r.status !== 'added') throw new Error(`refused: ${r.reason}`);
    return r.photo;
  });
}

/** Inserts archives straight into the database (a build that is still running, a kept one…). */
export async function insertArchives(dataDir: string, accountId: string, rows: Partial<DownloadRow>[]): Promise<string[]> {
  const { db, close } = await openDatabase(dataDir);
  const now = new Date().toISOString();
  try {
    const full = rows.map((r) => {
      const ids = [randomUUID()];
      return { id: randomUUID(), account_id: accountId, name: 'photos-x', status: 'PENDING' as const, photo_ids: JSON.stringify(ids), photo_count: 1, bytes: null, error: null, photo_key: photoKey(ids), expires_at: null, created: now, updated: now, ...r };
    });
    await downloadDb(db).insertInto('downloads').values(full).execute();
    return full.map((r) => r.id);
  } finally {
    await close();
  }
}
