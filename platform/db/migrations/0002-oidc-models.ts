import type { Kysely, Migration } from 'kysely';

export const oidcModels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oidc_models')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addPrimaryKeyConstraint('oidc_models_pk', ['name', 'id'])
      .execute();
    await db.schema.createIndex('oidc_models_grant_id').on('oidc_models').columns(['name', 'grant_id']).execute();
    await db.schema.createIndex('oidc_models_uid').on('oidc_models').columns(['name', 'uid']).execute();
    await db.schema.createIndex('oidc_models_user_code').on('oidc_models').columns(['name', 'user_code']).execute();
    await db.schema.createIndex('oidc_models_expires_at').on('oidc_models').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('oidc_models').execute();
  },
};
