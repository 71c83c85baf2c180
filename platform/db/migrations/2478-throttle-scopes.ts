import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each throttle its own key space (decision 2478): `login_attempts` gets a `scope`
 * column and its `email` column becomes `key`, so a key the customer typed (a sign-in e-mail
 * address) can never be another limiter's key. Rows already counted keep counting: the prefixes
 * the limiters used until now say which scope a row is (an e-mail address typed with such a prefix
 * was refused by every limiter alike, so it is lost to no one).
 */
export const throttleScopes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('login_attempts').renameColumn('email', 'key').execute();
    await db.schema.alterTable('login_attempts').addColumn('scope', 'text', (c) => c.notNull().defaultTo('sign-in-address')).execute();
    const prefixes: [string, string][] = [
      ['register:client:', 'registration-client'],
      ['register:address:', 'registration-address'],
      ['analytics:client:', 'analytics-client'],
      ['client:', 'sign-in-client'],
    ];
    for (const [prefix, scope] of prefixes) {
      await sql`update login_attempts set scope = ${scope}, key = substr(key, ${prefix.length + 1})
        where scope = 'sign-in-address' and substr(key, 1, ${prefix.length}) = ${prefix}`.execute(db);
    }
    await db.schema.dropIndex('login_attempts_by_email').execute();
    await db.schema.createIndex('login_attempts_by_scope_key').on('login_attempts').columns(['scope', 'key', 'attempted_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('login_attempts_by_scope_key').execute();
    await sql`update login_attempts set key = case scope
        when 'registration-client' then 'register:client:' || key
        when 'registration-address' then 'register:address:' || key
        when 'analytics-client' then 'analytics:client:' || key
        when 'sign-in-client' then 'client:' || key
        else key end`.execute(db);
    await db.schema.alterTable('login_attempts').dropColumn('scope').execute();
    await db.schema.alterTable('login_attempts').renameColumn('key', 'email').execute();
    await db.schema.createIndex('login_attempts_by_email').on('login_attempts').columns(['email', 'attempted_at']).execute();
  },
};
