import type { Kysely, Migration } from 'kysely';

/**
 * When a confirmation link made its change (decision 2573): `used_at` alone cannot tell the link
 * that changed the address from one a newer request voided, so a second open of the confirmed
 * link can be answered "confirmed" again. Links used before have none: they stay 'used'.
 * And the storefront (app origin) its request came from, so the notice that follows the change
 * speaks its language under its name (decision 2574); older links have none (the default brand).
 */
export const confirmedLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('identity_confirmations').addColumn('confirmed_at', 'text').execute();
    await db.schema.alterTable('identity_confirmations').addColumn('channel', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('identity_confirmations').dropColumn('channel').execute();
    await db.schema.alterTable('identity_confirmations').dropColumn('confirmed_at').execute();
  },
};
