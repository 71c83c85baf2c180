import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revisionEtag, revisionOf } from '../../http/revision-etag';
import { expiryFor } from '../media/signing';

/**
 * The ETag of an answer built from the caller's own library (photos, albums, memberships,
 * activation; decision 1620): its revision, the signed URLs' expiry window and the address asked.
 * Read it before the data, so a tag never claims newer data than it labels; then
 * `answeredNotModified` answers 304 when the request already has it.
 */
export async function libraryEtag(db: Kysely<Database>, accountId: string, req: Request): Promise<string> {
  return revisionEtag(accountId, await revisionOf(db, 'library_revisions', accountId), expiryFor(Date.now()), req.originalUrl);
}
