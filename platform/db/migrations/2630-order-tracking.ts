import type { Kysely, Migration } from 'kysely';

/**
 * Parcel tracking (decision 2630): the carrier of a sent order and the carrier's https tracking
 * page, both null where the order service does not know them.
 */
export const orderTracking: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('superorders').addColumn('carrier', 'text').execute();
    await db.schema.alterTable('superorders').addColumn('tracking_url', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('superorders').dropColumn('tracking_url').execute();
    await db.schema.alterTable('superorders').dropColumn('carrier').execute();
  },
};
