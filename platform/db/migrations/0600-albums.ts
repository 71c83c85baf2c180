import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Albums (decisions 0600–0604): an account's albums, their photos and, for shared albums, their
 * participants. `album_photos` copies each photo's sort values (upload time, usable date taken)
 * so an album's pages are keyset range scans of its own indexes, whatever its size; `seq`
 * (insertion order) picks the cover, the newest-added photo; `owner_id` (the photo's owner) finds
 * what one member put in a shared album. Triggers keep `photos_count` and
 * `updated` in step with every membership change, including those cascaded from deleted photos
 * and albums. Downloads gain the album a shared-album archive was asked from.
 */
export const albums: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('albums')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0).check(sql`shared in (0, 1)`))
      .addColumn('photos_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`photos_count >= 0`))
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('updated', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('albums_by_account_created').on('albums').columns(['account_id', 'created', 'id']).execute();
    await db.schema.createIndex('albums_by_account_shared_created').on('albums').columns(['account_id', 'shared', 'created', 'id']).execute();

    await db.schema
      .createTable('album_photos')
      .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('album_id', 'text', (c) => c.notNull().references('albums.id').onDelete('cascade'))
      .addColumn('photo_id', 'text', (c) => c.notNull().references('photos.id').onDelete('cascade'))
      .addColumn('owner_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('added', 'text', (c) => c.notNull())
      .addColumn('photo_created', 'text', (c) => c.notNull())
      .addColumn('photo_taken', 'text')
      .execute();
    await db.schema.createIndex('album_photos_unique').unique().on('album_photos').columns(['album_id', 'photo_id']).execute();
    await db.schema.createIndex('album_photos_by_seq').on('album_photos').columns(['album_id', 'seq']).execute();
    await db.schema.createIndex('album_photos_by_created').on('album_photos').columns(['album_id', 'photo_created', 'photo_id']).execute();
    await db.schema.createIndex('album_photos_by_taken').on('album_photos').columns(['album_id', 'photo_taken', 'photo_id']).execute();
    await db.schema
      .createIndex('album_photos_undated_by_created')
      .on('album_photos')
      .columns(['album_id', 'photo_created', 'photo_id'])
      .where(sql.ref('photo_taken'), 'is', null)
      .execute();
    await db.schema.createIndex('album_photos_by_photo').on('album_photos').column('photo_id').execute();
    await db.schema.createIndex('album_photos_by_owner').on('album_photos').columns(['owner_id', 'album_id']).execute();

    await db.schema
      .createTable('album_participants')
      .addColumn('album_id', 'text', (c) => c.notNull().references('albums.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('album_created', 'text', (c) => c.notNull())
      .addColumn('added', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('album_participants_pk', ['album_id', 'account_id'])
      .modifyEnd(sql`without rowid`)
      .execute();
    await db.schema
      .createIndex('album_participants_by_account')
      .on('album_participants')
      .columns(['account_id', 'album_created', 'album_id'])
      .execute();

    const now = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
    await sql`create trigger album_photos_added after insert on album_photos begin
      update albums set photos_count = photos_count + 1, updated = ${now} where id = new.album_id;
    end`.execute(db);
    await sql`create trigger album_photos_removed after delete on album_photos begin
      update albums set photos_count = photos_count - 1, updated = ${now} where id = old.album_id;
    end`.execute(db);

    await db.schema.alterTable('downloads').addColumn('album_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('downloads').dropColumn('album_id').execute();
    await sql`drop trigger album_photos_removed`.execute(db);
    await sql`drop trigger album_photos_added`.execute(db);
    await db.schema.dropTable('album_participants').execute();
    await db.schema.dropTable('album_photos').execute();
    await db.schema.dropTable('albums').execute();
  },
};
