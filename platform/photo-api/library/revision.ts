import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const REVISION = 'select revision from library_revisions where account_id = ?';

/** The account's library revision (decision 1620): it moves on every change the timeline overview shows. */
export async function libraryRevision(db: Kysely<Database>, accountId: string): Promise<number> {
  const { rows } = await db.executeQuery<{ revision: number }>(CompiledQuery.raw(REVISION, [accountId]));
  return rows[0]?.revision ?? 0;
}

/**
 * A strong validator of one answer: the account, its library's revision, the signed URLs' expiry
 * window and the address asked (its query picks the pages). Two answers with one tag are the same.
 */
export function libraryEtag(accountId: string, revision: number, urlWindow: number, url: string): string {
  return `"${createHash('sha256').update(`${accountId}\n${revision}\n${urlWindow}\n${url}`).digest('base64url').slice(0, 22)}"`;
}
