import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The ids among `ids` that are not photos of the account (unknown, deleted or someone else's): one query. */
export async function notOwned(db: Kysely<Database>, accountId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ value: string }>`
    select j.value from json_each(${JSON.stringify(ids)}) as j
    where not exists (select 1 from photos as p where p.id = j.value and p.account_id = ${accountId})`.execute(db);
  return rows.map((r) => r.value);
}

/** `ids` without repeats, first occurrence kept. */
export const unique = (ids: readonly string[]): string[] => [...new Set(ids)];
