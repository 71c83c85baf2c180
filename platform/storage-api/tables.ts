import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { projectsDb } from '../projects-api/router';

export interface UploadsTable {
  id: string;
  /** The owner; null for an upload made before signing in (anonymous). */
  account_id: string | null;
  /** The saved project it was made for, if any: an anonymous upload is read through it. */
  project_id: string | null;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created: string;
}

export const storageDb = (db: Kysely<Database>) => db.withTables<{ uploads: UploadsTable }>();

/** An upload record as the storage service answers it. */
export function toUploadJson(u: Selectable<UploadsTable>) {
  return { id: u.id, accountId: u.account_id, fileName: u.file_name, contentType: u.content_type, sizeBytes: u.size_bytes, created: u.created };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Photos per demo project, newest project first; the second project's last one was made before sign-in; the third names one that is gone. */
const DEMO = [
  { own: 3, anonymous: 0, gone: 0 },
  { own: 1, anonymous: 1, gone: 0 },
  { own: 2, anonymous: 0, gone: 1 },
];

/**
 * Upload records behind the demo customer's newest saved projects (decision 2134), seeded once
 * when there are none. Returns how many were made.
 */
export async function seedUploads(db: Kysely<Database>): Promise<number> {
  const s = storageDb(db);
  if (await s.selectFrom('uploads').select('id').limit(1).executeTakeFirst()) return 0;
  const p = projectsDb(db);
  const owner = await db.selectFrom('accounts').select('id').where('email', '=', 'customer@example.com').executeTakeFirst();
  if (!owner) return 0;
  const projects = await p.selectFrom('saved_projects').select(['id', 'updated']).where('account_id', '=', owner.id).orderBy('updated', 'desc').orderBy('id').limit(DEMO.length).execute();
  let made = 0;
  for (const [i, project] of projects.entries()) {
    const plan = DEMO[i]!;
    const rows = Array.from({ length: plan.own + plan.anonymous }, (_, n) => ({
      id: crypto.randomUUID(),
      account_id: n < plan.own ? owner.id : null,
      project_id: project.id,
      file_name: `IMG_${String(1000 + i * 10 + n)}.jpg`,
      content_type: 'image/jpeg',
      size_bytes: 1_200_000 + n * 150_000,
      created: new Date(Date.parse(project.updated) - (n + 1) * DAY_MS).toISOString(),
    }));
    const ids = [...rows.map((r) => r.id), ...Array.from({ length: plan.gone }, () => crypto.randomUUID())];
    if (rows.length) await s.insertInto('uploads').values(rows).execute();
    await p.updateTable('saved_projects').set({ upload_ids: JSON.stringify(ids) }).where('id', '=', project.id).execute();
    made += rows.length;
  }
  return made;
}
