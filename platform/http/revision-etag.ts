import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The per-account revision tables SQLite triggers keep (decisions 1620 and 1623). */
export type RevisionTable = 'library_revisions' | 'order_revisions';

/** The account's revision in `table`: it moves on every change to what the answers built from it show. */
export async function revisionOf(db: Kysely<Database>, table: RevisionTable, accountId: string): Promise<number> {
  const { rows } = await db.executeQuery<{ revision: number }>(CompiledQuery.raw(`select revision from ${table} where account_id = ?`, [accountId]));
  return rows[0]?.revision ?? 0;
}

/**
 * A strong validator of one answer from what it depends on (the account, a revision, the address
 * asked, anything else that changes it): two answers with one tag are the same.
 */
export function revisionEtag(...parts: (string | number)[]): string {
  return `"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 22)}"`;
}

/**
 * Sends `etag` (with `Cache-Control: private, no-cache`) and, when the request's `If-None-Match`
 * names it, answers 304: true then, and the route has nothing more to do.
 */
export function answeredNotModified(req: Request, res: Response, etag: string): boolean {
  res.set('Cache-Control', 'private, no-cache').set('ETag', etag);
  if (req.get('if-none-match') !== etag) return false;
  res.status(304).end();
  return true;
}
