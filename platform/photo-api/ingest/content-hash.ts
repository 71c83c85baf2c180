import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database, Photo } from '../../db/schema';
import { mediaRoot, ORIGINAL_FILE } from './storage';

/** sha256 of a file's bytes, hex. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * The customer's photo whose original has these bytes, if any (decision 2611). Photos stored
 * before hashes were kept have none: those of the same byte size are hashed now, from their
 * original on disk, and their hash kept, so each old photo is read at most once. A photo whose
 * original is missing is not a match.
 */
export async function findInLibrary(db: Kysely<Database>, dataDir: string, accountId: string, sha256: string, bytes: number): Promise<Photo | undefined> {
  const rows = await db
    .selectFrom('photos')
    .selectAll()
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('content_hash', '=', sha256), eb.and([eb('content_hash', 'is', null), eb('bytes', '=', bytes)])]))
    .orderBy('created')
    .orderBy('id')
    .execute();
  const known = rows.find((row) => row.content_hash === sha256);
  if (known) return known;
  for (const row of rows) {
    const hash = await hashFile(path.join(mediaRoot(dataDir), row.storage_key, ORIGINAL_FILE)).catch(() => null);
    if (!hash) continue;
    await db.updateTable('photos').set({ content_hash: hash }).where('id', '=', row.id).execute();
    if (hash === sha256) return { ...row, content_hash: hash };
  }
  return undefined;
}
