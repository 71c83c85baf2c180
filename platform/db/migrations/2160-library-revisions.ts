import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A number per account that moves on every change to what the timeline overview answers (its
 * photos, albums, album memberships and import activation): the overview's ETag (decision 1620).
 * Triggers keep it, so no write path can forget to (named after the issue-21 migrations: Kysely runs them in name order). No foreign key: a cascade deleting an
 * account's photos would fire the triggers after the account is gone.
 */
const WATCHED = ['photos', 'albums', 'album_participants', 'activations'] as const;

const bump = (row: 'new' | 'old') =>
  `insert into library_revisions (account_id, revision) values (${row}.account_id, 1) on conflict (account_id) do update set revision = revision + 1;`;

export const libraryRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('library_revisions')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .execute();
    for (const table of WATCHED) {
      await sql.raw(`create trigger ${table}_revision_insert after insert on ${table} begin ${bump('new')} end`).execute(db);
      await sql.raw(`create trigger ${table}_revision_delete after delete on ${table} begin ${bump('old')} end`).execute(db);
      await sql.raw(`create trigger ${table}_revision_update after update on ${table} begin ${bump('old')} ${bump('new')} end`).execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of WATCHED) for (const op of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_revision_${op}`).execute(db);
    await db.schema.dropTable('library_revisions').execute();
  },
};
